import { zodResolver } from '@hookform/resolvers/zod';
import type { Contract } from '@lobbykit/api-client';
import {
  blankContractOffer,
  buildContractOfferSchema,
  type ContractOfferDraft,
  contractOfferTerms,
  isContractOfferReady,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCallMutation } from '../../../platform/call-hooks';
import { Button } from '../../../primitives/button/button';
import { TextField } from '../../../primitives/text-field/text-field';
import { WarningDialog } from '../../../primitives/warning-dialog/warning-dialog';
import { type ContractKindConfig, PERIOD_KEYS, SIDE_RATE_KEYS } from './contract-kind';
import { OfferTiers } from './offer-tiers';

/**
 * An offer to a direct downline (SPEC §3, §4): the downline, the kind's period and side rates where it has them, and
 * the tiers, checked with the domain's contract rules before anything is sent. An offer at a lower rate than
 * contracts below that downline names them and terminates them only once confirmed.
 */
export function OfferForm({ config }: { config: ContractKindConfig }) {
  const t = useT();
  const headingId = useId();
  const periodId = useId();
  const offer = useCallMutation(config.call);
  const schema = useMemo(() => buildContractOfferSchema(config.offer), [config.offer]);
  const form = useForm<ContractOfferDraft>({
    defaultValues: blankContractOffer(config.offer),
    resolver: zodResolver(schema),
    // A refusal stands until the offer is edited, then waits for the next send (as the money forms do).
    reValidateMode: 'onSubmit',
  });
  const [toTerminate, setToTerminate] = useState<Contract[]>([]);
  const [sent, setSent] = useState(false);
  const edited = () => {
    setSent(false);
    form.clearErrors();
  };
  const send = (draft: ContractOfferDraft, confirm: boolean) => {
    if (offer.isPending) return;
    offer.mutate(
      { action: 'offer', ...contractOfferTerms(draft, config.offer), confirm },
      {
        onSuccess: (state) => {
          setToTerminate(state.needsConfirmation ? state.toTerminate : []);
          if (state.needsConfirmation) return;
          setSent(true);
          form.reset(blankContractOffer(config.offer));
        },
      },
    );
  };
  const refusal = form.formState.errors.tiers?.root?.message ?? form.formState.errors.tiers?.message;
  const error = refusal ? t.dynamic(refusal) : offer.error ? t.message({ key: offer.error.messageKey }) : null;
  const names = toTerminate.map((contract) => `${contract.downline} (${contract.rate}%)`).join(', ');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-semibold text-base">
        {t('contract_offer')}
      </h3>
      <form
        onSubmit={form.handleSubmit((draft) => send(draft, false))}
        className="grid gap-3 sm:grid-cols-2"
        noValidate
      >
        <TextField
          label={t('contract_downline')}
          autoComplete="off"
          required
          {...form.register('downline', { onChange: edited })}
        />
        {config.offer.periodTypes.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={periodId} className="font-medium text-sm">
              {t('contract_period')}
            </label>
            <select
              id={periodId}
              className="h-11 rounded-md border border-border bg-surface-2 px-3 text-sm text-text"
              {...form.register('periodType', { onChange: edited })}
            >
              {config.offer.periodTypes.map((code) => (
                <option key={code} value={code}>
                  {t(PERIOD_KEYS[code])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {config.offer.sideRates.map((rate) => (
          <TextField
            key={rate}
            label={t(SIDE_RATE_KEYS[rate])}
            inputMode="decimal"
            {...form.register(rate, { onChange: edited })}
          />
        ))}
        <OfferTiers form={form} config={config} onEdit={edited} />
        <div className="sm:col-span-2 flex flex-col gap-2">
          {error ? (
            <p role="alert" className="text-danger text-sm">
              {error}
            </p>
          ) : null}
          {sent ? (
            <p role="status" className="text-sm text-success">
              {t('contract_sent')}
            </p>
          ) : null}
          <Button
            type="submit"
            className="self-start"
            disabled={offer.isPending || !isContractOfferReady(form.watch())}
            aria-busy={offer.isPending || undefined}
          >
            {t('contract_offer')}
          </Button>
        </div>
      </form>
      <WarningDialog
        name="contractLowerRate"
        open={toTerminate.length > 0}
        onOpenChange={(open) => !open && setToTerminate([])}
        title={t('contract_confirm_title')}
        message={
          <>
            <p>{t('contract_lower_rate_warning', { count: toTerminate.length })}</p>
            <p className="mt-2 font-semibold">{t('contract_confirm_names', { names })}</p>
          </>
        }
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={offer.isPending}
        tone="danger"
        onConfirm={() => send(form.getValues(), true)}
      />
    </section>
  );
}
