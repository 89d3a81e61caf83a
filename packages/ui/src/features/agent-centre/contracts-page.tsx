import { type Contract, type ContractState, getContracts, type processDailySalaryContract } from '@lobbykit/api-client';
import {
  type ContractKind,
  type ContractPeriodType,
  type ContractStatus,
  mayActOnContract,
  REAL_TIME_SALARY_INTERVAL_MINUTES,
} from '@lobbykit/domain';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { createContext, type FormEvent, useContext, useId, useState } from 'react';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import { WarningDialog } from '../../primitives/warning-dialog/warning-dialog';

const STATUS_KEYS = {
  offered: 'contract_status_offered',
  accepted: 'contract_status_accepted',
  rejected: 'contract_status_rejected',
  terminated: 'contract_status_terminated',
} as const satisfies Record<ContractStatus, string>;

const STATUS_TONES: Record<ContractStatus, string> = {
  offered: 'border-gold/50 text-gold',
  accepted: 'border-success/50 text-success',
  rejected: 'border-border text-text-muted',
  terminated: 'border-border text-text-muted',
};

const PERIOD_KEYS = {
  D: 'period_daily',
  W: 'period_weekly',
  H: 'period_semimonthly',
  M: 'period_monthly',
} as const satisfies Record<ContractPeriodType, MessageKey>;

/** One kind of contract as its page shows it. */
export type ContractsPageConfig = {
  kind: ContractKind;
  /** The kind's process call (they share one request and answer shape). */
  call: typeof processDailySalaryContract;
  /** When the kind pays (SPEC §9). */
  settlementKey:
    | 'contract_daily_settlement'
    | 'contract_dividend_settlement'
    | 'contract_hourly_settlement'
    | 'contract_realtime_settlement';
  /** The label of the valid bet from which a period pays. */
  minBetKey:
    | 'contract_min_daily_bet'
    | 'contract_min_period_bet'
    | 'contract_min_hourly_bet'
    | 'contract_min_realtime_bet';
  /** The period types an offer may choose from (dividend); without them the kind has a fixed period. */
  periodTypes?: readonly ContractPeriodType[];
  /**
   * Real-time salary's three rates (SPEC §3): the rate is the single-betting rate, with a profit and a loss salary
   * rate beside it.
   */
  realTimeRates?: boolean;
};

const ContractsContext = createContext<ContractsPageConfig | null>(null);
const useConfig = () => useContext(ContractsContext) as ContractsPageConfig;

/**
 * A contract page of the agent centre (SPEC §3, §4, §9): the agent's own contract of one kind with its upline (accept
 * or reject an offer, terminate an accepted one), its contracts with its direct downlines and their state, and an
 * offer to a downline (rate, the valid bet and active members from which it pays, the period where the kind has a
 * choice). An offer at a lower rate than contracts below that downline names them and terminates them only once
 * confirmed (SPEC §4).
 */
export function ContractsPage({ config }: { config: ContractsPageConfig }) {
  return (
    <ContractsContext.Provider value={config}>
      <ContractsBody />
    </ContractsContext.Provider>
  );
}

function ContractsBody() {
  const t = useT();
  const config = useConfig();
  const contracts = useCallQuery(getContracts, { kind: config.kind });
  if (contracts.isError)
    return (
      <CallProblem
        error={contracts.error}
        onRetry={() => contracts.refetch()}
        className="justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text"
      />
    );
  if (!contracts.data) return <ContractsSkeleton label={t('loading')} />;
  return (
    <div data-slot={`contracts-${config.kind}`} className="flex flex-col gap-6">
      <p className="rounded-md border border-border bg-surface-2 px-4 py-3 text-sm text-text-muted">
        {t(config.settlementKey, { 0: REAL_TIME_SALARY_INTERVAL_MINUTES })}
      </p>
      <MyContract contract={contracts.data.mine} />
      <DownlineContracts contracts={contracts.data.downlines} />
      <OfferForm />
    </div>
  );
}

function StatusBadge({ status }: { status: ContractStatus }) {
  const t = useT();
  return (
    <span className={`inline-flex rounded-full border px-2 py-0.5 font-medium text-xs ${STATUS_TONES[status]}`}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}

function Terms({ contract }: { contract: Contract }) {
  const t = useT();
  const config = useConfig();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-text-muted text-xs">
          {t(config.realTimeRates ? 'contract_single_betting_rate' : 'contract_rate')}
        </dt>
        <dd className="font-semibold tabular-nums">{contract.rate}%</dd>
      </div>
      {config.realTimeRates ? (
        <>
          <div>
            <dt className="text-text-muted text-xs">{t('contract_profit_rate')}</dt>
            <dd className="font-semibold tabular-nums">{contract.profitRate ?? '0'}%</dd>
          </div>
          <div>
            <dt className="text-text-muted text-xs">{t('contract_loss_rate')}</dt>
            <dd className="font-semibold tabular-nums">{contract.lossRate ?? '0'}%</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt className="text-text-muted text-xs">{t(config.minBetKey)}</dt>
        <dd className="tabular-nums">{contract.minValidBet}</dd>
      </div>
      <div>
        <dt className="text-text-muted text-xs">{t('contract_min_active')}</dt>
        <dd className="tabular-nums">{contract.minActiveMembers}</dd>
      </div>
      {config.periodTypes && contract.periodType ? (
        <div>
          <dt className="text-text-muted text-xs">{t('contract_period')}</dt>
          <dd>{t(PERIOD_KEYS[contract.periodType])}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-text-muted text-xs">{t('contract_status')}</dt>
        <dd>
          <StatusBadge status={contract.status} />
        </dd>
      </div>
    </dl>
  );
}

function MyContract({ contract }: { contract: Contract | null }) {
  const t = useT();
  const headingId = useId();
  const answer = useCallMutation(useConfig().call);
  const [terminating, setTerminating] = useState(false);
  const send = (action: 'accept' | 'reject' | 'terminate') => {
    if (!contract || answer.isPending) return;
    answer.mutate({ action, contractId: contract.id }, { onSettled: () => setTerminating(false) });
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-semibold text-base">
        {t('contract_mine')}
      </h3>
      {contract ? (
        <>
          <p className="text-sm text-text-muted">
            {t('contract_upline')}: <span className="text-text">{contract.upline ?? t('contract_platform')}</span>
          </p>
          <Terms contract={contract} />
          {contract.status === 'offered' ? <p className="text-sm">{t('contract_offered_to_you')}</p> : null}
          <div className="flex flex-wrap gap-2">
            {mayActOnContract('downline', 'accept', contract.status) ? (
              <Button disabled={answer.isPending} onClick={() => send('accept')}>
                {t('contract_accept')}
              </Button>
            ) : null}
            {mayActOnContract('downline', 'reject', contract.status) ? (
              <Button variant="outline" disabled={answer.isPending} onClick={() => send('reject')}>
                {t('contract_reject')}
              </Button>
            ) : null}
            {mayActOnContract('downline', 'terminate', contract.status) ? (
              <Button variant="outline" disabled={answer.isPending} onClick={() => setTerminating(true)}>
                {t('contract_terminate')}
              </Button>
            ) : null}
          </div>
          {answer.error ? (
            <p role="alert" className="text-danger text-sm">
              {t.message({ key: answer.error.messageKey })}
            </p>
          ) : null}
          <WarningDialog
            name="terminateContract"
            open={terminating}
            onOpenChange={setTerminating}
            title={t('contract_terminate')}
            message={`${contract.rate}% · ${contract.upline ?? t('contract_platform')}`}
            confirmLabel={t('contract_terminate')}
            cancelLabel={t('cancel')}
            closeLabel={t('close')}
            pending={answer.isPending}
            tone="danger"
            onConfirm={() => send('terminate')}
          />
        </>
      ) : (
        <p className="text-sm text-text-muted">{t('contract_none')}</p>
      )}
    </section>
  );
}

function DownlineContracts({ contracts }: { contracts: readonly Contract[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-base">
        {t('contract_downlines')}
      </h3>
      {contracts.length === 0 ? (
        <p className="text-sm text-text-muted">{t('contract_downlines_empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {contracts.map((contract) => (
            <li
              key={contract.id}
              data-downline={contract.downline}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-4"
            >
              <span className="font-semibold">{contract.downline}</span>
              <Terms contract={contract} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Offer = {
  downline: string;
  rate: string;
  profitRate: string;
  lossRate: string;
  minValidBet: string;
  minActiveMembers: string;
  periodType: string;
};

function OfferForm() {
  const t = useT();
  const headingId = useId();
  const periodId = useId();
  const config = useConfig();
  const offer = useCallMutation(config.call);
  const blank: Offer = {
    downline: '',
    rate: '',
    profitRate: '0',
    lossRate: '0',
    minValidBet: '0',
    minActiveMembers: '0',
    periodType: config.periodTypes?.[0] ?? '',
  };
  const [form, setForm] = useState<Offer>(blank);
  const [toTerminate, setToTerminate] = useState<Contract[]>([]);
  const [sent, setSent] = useState(false);
  const set = (field: keyof Offer) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setSent(false);
    setForm((current) => ({ ...current, [field]: value }));
  };
  const send = (confirm: boolean) => {
    if (offer.isPending) return;
    const minValidBet = Number(form.minValidBet || '0').toFixed(2);
    offer.mutate(
      {
        action: 'offer',
        downline: form.downline.trim(),
        ...(config.periodTypes ? { periodType: form.periodType as ContractPeriodType } : {}),
        rate: form.rate.trim(),
        ...(config.realTimeRates
          ? { profitRate: form.profitRate.trim() || '0', lossRate: form.lossRate.trim() || '0' }
          : {}),
        minValidBet,
        minActiveMembers: Number.parseInt(form.minActiveMembers || '0', 10) || 0,
        confirm,
      },
      {
        onSuccess: (state: ContractState) => {
          if (state.needsConfirmation) {
            setToTerminate(state.toTerminate);
            return;
          }
          setToTerminate([]);
          setSent(true);
          setForm(blank);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const names = toTerminate.map((contract) => `${contract.downline} (${contract.rate}%)`).join(', ');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-semibold text-base">
        {t('contract_offer')}
      </h3>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField
          label={t('contract_downline')}
          value={form.downline}
          onChange={set('downline')}
          autoComplete="off"
          required
        />
        <TextField
          label={t(config.realTimeRates ? 'contract_single_betting_rate' : 'contract_rate')}
          value={form.rate}
          onChange={set('rate')}
          inputMode="decimal"
          required
        />
        {config.realTimeRates ? (
          <>
            <TextField
              label={t('contract_profit_rate')}
              value={form.profitRate}
              onChange={set('profitRate')}
              inputMode="decimal"
            />
            <TextField
              label={t('contract_loss_rate')}
              value={form.lossRate}
              onChange={set('lossRate')}
              inputMode="decimal"
            />
          </>
        ) : null}
        <TextField
          label={t(config.minBetKey)}
          value={form.minValidBet}
          onChange={set('minValidBet')}
          inputMode="decimal"
        />
        <TextField
          label={t('contract_min_active')}
          value={form.minActiveMembers}
          onChange={set('minActiveMembers')}
          inputMode="numeric"
        />
        {config.periodTypes ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={periodId} className="font-medium text-sm">
              {t('contract_period')}
            </label>
            <select
              id={periodId}
              value={form.periodType}
              onChange={set('periodType')}
              className="h-11 rounded-md border border-border bg-surface-2 px-3 text-sm text-text"
            >
              {config.periodTypes.map((code) => (
                <option key={code} value={code}>
                  {t(PERIOD_KEYS[code])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="sm:col-span-2 flex flex-col gap-2">
          {offer.error ? (
            <p role="alert" className="text-danger text-sm">
              {t.message({ key: offer.error.messageKey })}
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
            disabled={offer.isPending || !form.downline.trim() || !form.rate.trim()}
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
        onConfirm={() => send(true)}
      />
    </section>
  );
}

function ContractsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {['a', 'b', 'c'].map((key) => (
        <span
          key={key}
          aria-hidden="true"
          className="h-28 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
