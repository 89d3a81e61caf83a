import type { Contract } from '@lobbykit/api-client';
import { mayActOnContract } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId, useState } from 'react';
import { useCallMutation } from '../../../platform/call-hooks';
import { Button } from '../../../primitives/button/button';
import { WarningDialog } from '../../../primitives/warning-dialog/warning-dialog';
import type { ContractKindConfig } from './contract-kind';
import { ContractTerms } from './contract-terms';

/**
 * The agent's own contract of one kind with its upline (SPEC §4): accept or reject an offer, terminate an accepted
 * one once confirmed.
 */
export function MyContract({ contract, config }: { contract: Contract | null; config: ContractKindConfig }) {
  const t = useT();
  const headingId = useId();
  const answer = useCallMutation(config.call);
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
          <ContractTerms contract={contract} config={config} />
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
