import { type Contract, getContracts } from '@lobbykit/api-client';
import { REAL_TIME_SALARY_INTERVAL_MINUTES } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { useCallQuery } from '../../../platform/call-hooks';
import { CallProblem } from '../../../platform/feedback/call-problem';
import type { ContractKindConfig } from './contract-kind';
import { ContractTerms } from './contract-terms';
import { MyContract } from './my-contract';
import { OfferForm } from './offer-form';

/**
 * A contract page of the agent centre (SPEC §3, §4, §9), for the one kind its `config` describes: the agent's own
 * contract with its upline, its contracts with its direct downlines and their state, and an offer to a downline.
 */
export function ContractsPage({ config }: { config: ContractKindConfig }) {
  const t = useT();
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
      <MyContract contract={contracts.data.mine} config={config} />
      <DownlineContracts contracts={contracts.data.downlines} config={config} />
      <OfferForm config={config} />
    </div>
  );
}

function DownlineContracts({ contracts, config }: { contracts: readonly Contract[]; config: ContractKindConfig }) {
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
              <ContractTerms contract={contract} config={config} />
            </li>
          ))}
        </ul>
      )}
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
