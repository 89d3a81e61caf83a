import type { Contract } from '@lobbykit/api-client';
import type { ContractStatus } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../primitives/badge/badge';
import { type ContractKindConfig, PERIOD_KEYS, SIDE_RATE_KEYS, thresholdKeys } from './contract-kind';

const STATUS_BADGES = {
  offered: { key: 'contract_status_offered', tone: 'gold' },
  accepted: { key: 'contract_status_accepted', tone: 'success' },
  rejected: { key: 'contract_status_rejected', tone: 'muted' },
  terminated: { key: 'contract_status_terminated', tone: 'muted' },
} as const satisfies Record<ContractStatus, { key: string; tone: BadgeTone }>;

/** Where a contract stands (SPEC §4): offered, accepted, rejected or terminated. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useT();
  const { key, tone } = STATUS_BADGES[status];
  return (
    <Badge tone={tone} variant="outline" data-status={status}>
      {t(key)}
    </Badge>
  );
}

/** A contract's terms: one tier's rate and minimums in the list, or several tiers in a table under it. */
export function ContractTerms({ contract, config }: { contract: Contract; config: ContractKindConfig }) {
  const tiered = contract.tiers.length > 1;
  return (
    <>
      <TermsList contract={contract} config={config} tiered={tiered} />
      {tiered ? <TierTable tiers={contract.tiers} config={config} /> : null}
    </>
  );
}

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-text-muted text-xs">{term}</dt>
      {children}
    </div>
  );
}

function TermsList({ contract, config, tiered }: { contract: Contract; config: ContractKindConfig; tiered: boolean }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      {tiered ? null : (
        <Term term={t(config.rateKey)}>
          <dd className="font-semibold tabular-nums">{contract.rate}%</dd>
        </Term>
      )}
      {config.offer.sideRates.map((rate) => (
        <Term key={rate} term={t(SIDE_RATE_KEYS[rate])}>
          <dd className="font-semibold tabular-nums">{contract[rate] ?? '0'}%</dd>
        </Term>
      ))}
      {tiered ? null : (
        <>
          <Term term={t(config.minBetKey)}>
            <dd className="tabular-nums">{contract.minValidBet}</dd>
          </Term>
          <Term term={t('contract_min_active')}>
            <dd className="tabular-nums">{contract.minActiveMembers}</dd>
          </Term>
        </>
      )}
      {config.offer.periodTypes.length > 0 && contract.periodType ? (
        <Term term={t('contract_period')}>
          <dd>{t(PERIOD_KEYS[contract.periodType])}</dd>
        </Term>
      ) : null}
      <Term term={t('contract_status')}>
        <dd>
          <ContractStatusBadge status={contract.status} />
        </dd>
      </Term>
    </dl>
  );
}

/** A contract's tiers (SPEC §3), when it has more than one: each tier's thresholds and its rate. */
function TierTable({ tiers, config }: { tiers: Contract['tiers']; config: ContractKindConfig }) {
  const t = useT();
  const labels = thresholdKeys(config);
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <table className="w-full text-xs" data-slot="contract-tiers">
      <caption className="sr-only">{t('contract_tiers')}</caption>
      <thead className="text-text-muted">
        <tr>
          <th scope="col" className="px-2 py-1 text-left font-normal">
            {t('contract_tiers')}
          </th>
          {config.offer.thresholds.map((name) => (
            <th key={name} scope="col" className={`${cell} font-normal`}>
              {t(labels[name])}
            </th>
          ))}
          <th scope="col" className={`${cell} font-normal`}>
            {t(config.rateKey)}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={`${tier.minValidBet}-${tier.rate}`} className="border-border border-t">
            <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
              {t('contract_tier', { n: index + 1 })}
            </th>
            {config.offer.thresholds.map((name) => (
              <td key={name} className={cell}>
                {tier[name]}
              </td>
            ))}
            <td className={`${cell} font-semibold`}>{tier.rate}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
