import { type Contract, type ContractState, getContracts, type processDailySalaryContract } from '@lobbykit/api-client';
import {
  type ContractKind,
  type ContractPeriodType,
  type ContractStatus,
  type ContractTierProblem,
  checkContractTiers,
  MAX_CONTRACT_TIERS,
  mayActOnContract,
  REAL_TIME_SALARY_INTERVAL_MINUTES,
} from '@lobbykit/domain';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { createContext, type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
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

/** A contract's tiers (SPEC §3), when it has more than one: each tier's thresholds and its rate. */
function TierTable({ tiers }: { tiers: Contract['tiers'] }) {
  const t = useT();
  const config = useConfig();
  const withProfitLoss = config.kind === 'dividend';
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <table className="w-full text-xs" data-slot="contract-tiers">
      <caption className="sr-only">{t('contract_tiers')}</caption>
      <thead className="text-text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-left font-normal">
            {t('contract_tiers')}
          </th>
          <th scope="col" className={`${cell} font-normal`}>
            {t(config.minBetKey)}
          </th>
          {withProfitLoss ? (
            <th scope="col" className={`${cell} font-normal`}>
              {t('contract_min_profit_loss')}
            </th>
          ) : null}
          <th scope="col" className={`${cell} font-normal`}>
            {t('contract_min_active')}
          </th>
          <th scope="col" className={`${cell} font-normal`}>
            {t(config.realTimeRates ? 'contract_single_betting_rate' : 'contract_rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={`${tier.minValidBet}-${tier.rate}`} className="border-border border-t">
            <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
              {t('contract_tier', { n: index + 1 })}
            </th>
            <td className={cell}>{tier.minValidBet}</td>
            {withProfitLoss ? <td className={cell}>{tier.minProfitLoss}</td> : null}
            <td className={cell}>{tier.minActiveMembers}</td>
            <td className={`${cell} font-semibold`}>{tier.rate}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A contract's terms: one tier's rate and minimums in the list, or several tiers in a table under it. */
function Terms({ contract }: { contract: Contract }) {
  const tiered = contract.tiers.length > 1;
  return (
    <>
      <TermsList contract={contract} tiered={tiered} />
      {tiered ? <TierTable tiers={contract.tiers} /> : null}
    </>
  );
}

function TermsList({ contract, tiered }: { contract: Contract; tiered: boolean }) {
  const t = useT();
  const config = useConfig();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      {tiered ? null : (
        <div>
          <dt className="text-text-muted text-xs">
            {t(config.realTimeRates ? 'contract_single_betting_rate' : 'contract_rate')}
          </dt>
          <dd className="font-semibold tabular-nums">{contract.rate}%</dd>
        </div>
      )}
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
      {tiered ? null : (
        <>
          <div>
            <dt className="text-text-muted text-xs">{t(config.minBetKey)}</dt>
            <dd className="tabular-nums">{contract.minValidBet}</dd>
          </div>
          <div>
            <dt className="text-text-muted text-xs">{t('contract_min_active')}</dt>
            <dd className="tabular-nums">{contract.minActiveMembers}</dd>
          </div>
        </>
      )}
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

type TierRow = { key: number; minValidBet: string; minProfitLoss: string; minActiveMembers: string; rate: string };
type Offer = { downline: string; profitRate: string; lossRate: string; periodType: string };

const blankTier = (key: number): TierRow => ({
  key,
  minValidBet: '0',
  minProfitLoss: '0',
  minActiveMembers: '0',
  rate: '',
});

const amount = (value: string) => Number(value.trim() || '0');

/**
 * The offer's tiers (SPEC §3): one row to start, rows added and removed with buttons (at most MAX_CONTRACT_TIERS);
 * a new row takes the focus, a removed one hands it to the add button. Checked with the domain's tier rules before
 * anything is sent.
 */
function TierRows({
  tiers,
  onChange,
  onAdd,
  onRemove,
}: {
  tiers: readonly TierRow[];
  onChange: (key: number, field: Exclude<keyof TierRow, 'key'>, value: string) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  const t = useT();
  const config = useConfig();
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const count = useRef(tiers.length);
  useEffect(() => {
    if (tiers.length > count.current) {
      listRef.current?.querySelector<HTMLInputElement>('fieldset:last-of-type input')?.focus();
    } else if (tiers.length < count.current) {
      addRef.current?.focus();
    }
    count.current = tiers.length;
  }, [tiers.length]);
  const field = (row: TierRow, name: Exclude<keyof TierRow, 'key'>) => ({
    value: row[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange(row.key, name, event.currentTarget.value),
  });
  return (
    <div ref={listRef} className="flex flex-col gap-3 sm:col-span-2" data-slot="contract-tier-rows">
      {tiers.map((row, index) => (
        <fieldset key={row.key} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 font-medium text-sm">{t('contract_tier', { n: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <TextField label={t(config.minBetKey)} inputMode="decimal" {...field(row, 'minValidBet')} />
            {config.kind === 'dividend' ? (
              <TextField label={t('contract_min_profit_loss')} inputMode="decimal" {...field(row, 'minProfitLoss')} />
            ) : null}
            <TextField label={t('contract_min_active')} inputMode="numeric" {...field(row, 'minActiveMembers')} />
            <TextField
              label={t(config.realTimeRates ? 'contract_single_betting_rate' : 'contract_rate')}
              inputMode="decimal"
              required
              {...field(row, 'rate')}
            />
          </div>
          {tiers.length > 1 ? (
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onRemove(row.key)}>
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
        disabled={tiers.length >= MAX_CONTRACT_TIERS}
        onClick={onAdd}
      >
        {t('contract_add_tier')}
      </Button>
    </div>
  );
}

function OfferForm() {
  const t = useT();
  const headingId = useId();
  const periodId = useId();
  const config = useConfig();
  const offer = useCallMutation(config.call);
  const blank: Offer = {
    downline: '',
    profitRate: '0',
    lossRate: '0',
    periodType: config.periodTypes?.[0] ?? '',
  };
  const [form, setForm] = useState<Offer>(blank);
  const nextKey = useRef(1);
  const [tiers, setTiers] = useState<TierRow[]>([blankTier(0)]);
  const [problem, setProblem] = useState<ContractTierProblem | null>(null);
  const [toTerminate, setToTerminate] = useState<Contract[]>([]);
  const [sent, setSent] = useState(false);
  const edited = () => {
    setSent(false);
    setProblem(null);
  };
  const set = (field: keyof Offer) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    edited();
    setForm((current) => ({ ...current, [field]: value }));
  };
  const setTier = (key: number, field: Exclude<keyof TierRow, 'key'>, value: string) => {
    edited();
    setTiers((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  };
  const addTier = () => {
    edited();
    setTiers((current) => [...current, blankTier(nextKey.current++)]);
  };
  const removeTier = (key: number) => {
    edited();
    setTiers((current) => current.filter((row) => row.key !== key));
  };
  const send = (confirm: boolean) => {
    if (offer.isPending) return;
    const withProfitLoss = config.kind === 'dividend';
    const rule = checkContractTiers(
      tiers.map((row) => ({
        minValidBet: amount(row.minValidBet),
        minProfitLoss: withProfitLoss ? amount(row.minProfitLoss) : 0,
        minActiveMembers: amount(row.minActiveMembers),
        rate: Number(row.rate.trim()),
      })),
    );
    if (rule) {
      setProblem(rule);
      return;
    }
    offer.mutate(
      {
        action: 'offer',
        downline: form.downline.trim(),
        ...(config.periodTypes ? { periodType: form.periodType as ContractPeriodType } : {}),
        tiers: tiers.map((row) => ({
          minValidBet: amount(row.minValidBet).toFixed(2),
          minProfitLoss: withProfitLoss ? amount(row.minProfitLoss).toFixed(2) : '0.00',
          minActiveMembers: Number.parseInt(row.minActiveMembers || '0', 10) || 0,
          rate: row.rate.trim(),
        })),
        ...(config.realTimeRates
          ? { profitRate: form.profitRate.trim() || '0', lossRate: form.lossRate.trim() || '0' }
          : {}),
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
          setTiers([blankTier(nextKey.current++)]);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const names = toTerminate.map((contract) => `${contract.downline} (${contract.rate}%)`).join(', ');
  const error = problem ? t(problem) : offer.error ? t.message({ key: offer.error.messageKey }) : null;
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
        <TierRows tiers={tiers} onChange={setTier} onAdd={addTier} onRemove={removeTier} />
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
            disabled={offer.isPending || !form.downline.trim() || tiers.some((row) => !row.rate.trim())}
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
