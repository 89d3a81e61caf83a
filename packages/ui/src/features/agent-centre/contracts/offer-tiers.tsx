import {
  blankContractTier,
  type ContractOfferDraft,
  type ContractThreshold,
  mayAddContractTier,
  mayRemoveContractTier,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useRef } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../primitives/button/button';
import { TextField } from '../../../primitives/text-field/text-field';
import { type ContractKindConfig, thresholdKeys } from './contract-kind';

const INPUT_MODES = {
  minValidBet: 'decimal',
  minProfitLoss: 'decimal',
  minActiveMembers: 'numeric',
} as const satisfies Record<ContractThreshold, 'decimal' | 'numeric'>;

/**
 * The offer's tiers (SPEC §3): one to start, added and removed with buttons within the domain's limits; a new tier
 * takes the focus, a removed one hands it to the add button.
 */
export function OfferTiers({
  form,
  config,
  onEdit,
}: {
  form: UseFormReturn<ContractOfferDraft>;
  config: ContractKindConfig;
  onEdit: () => void;
}) {
  const t = useT();
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const count = tiers.fields.length;
  const labels = thresholdKeys(config);
  const addRef = useRef<HTMLButtonElement>(null);
  // The tier count a removal leads to: once the list has it, the add button takes the focus.
  const removedTo = useRef<number | null>(null);
  useEffect(() => {
    if (removedTo.current !== count) return;
    removedTo.current = null;
    addRef.current?.focus();
  }, [count]);
  const add = () => {
    onEdit();
    tiers.append(blankContractTier(), { focusName: `tiers.${count}.${config.offer.thresholds[0] ?? 'rate'}` });
  };
  const remove = (index: number) => {
    onEdit();
    removedTo.current = count - 1;
    tiers.remove(index);
  };
  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-slot="contract-tier-rows">
      {tiers.fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 font-medium text-sm">{t('contract_tier', { n: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {config.offer.thresholds.map((name) => (
              <TextField
                key={name}
                label={t(labels[name])}
                inputMode={INPUT_MODES[name]}
                {...form.register(`tiers.${index}.${name}`, { onChange: onEdit })}
              />
            ))}
            <TextField
              label={t(config.rateKey)}
              inputMode="decimal"
              required
              {...form.register(`tiers.${index}.rate`, { onChange: onEdit })}
            />
          </div>
          {mayRemoveContractTier(count) ? (
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => remove(index)}>
              {t('contract_remove_tier', { n: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!mayAddContractTier(count)}
        onClick={add}
      >
        {t('contract_add_tier')}
      </Button>
    </div>
  );
}
