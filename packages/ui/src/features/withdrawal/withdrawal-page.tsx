import { getWithdrawalOptions } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { SetPaymentPasswordForm } from './set-payment-password-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalHistory } from './withdrawal-history';

/**
 * The member centre's withdrawal page (SPEC §2 withdraw, §4 withdrawal confirmation): the payout account, limits
 * and payment password from the platform, a first-time payment password, the withdrawal with its review step, and
 * the player's withdrawals with their statuses and the confirmation of a paid one.
 */
export function WithdrawalPage({ openPage }: MemberCentrePageProps) {
  const t = useT();
  const options = useCallQuery(getWithdrawalOptions);
  const [passwordJustSet, setPasswordJustSet] = useState(false);

  let start: React.ReactNode;
  if (options.isPending) {
    start = (
      <div role="status" aria-label={t('loading')} data-slot="withdrawal-skeleton" className="flex flex-col gap-4">
        <div className="h-20 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
        <div className="h-16 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
        <div className="h-11 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
        <div className="h-11 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
        <div className="h-12 animate-pulse rounded-md bg-surface-3 motion-reduce:animate-none" />
      </div>
    );
  } else if (options.isError) {
    start = <CallProblem error={options.error} onRetry={() => void options.refetch()} className="py-4" />;
  } else if (options.data.payoutAccounts.length === 0) {
    start = (
      <div
        data-slot="withdrawal-no-account"
        className="flex flex-col gap-1 rounded-lg bg-surface-2 px-4 py-6 text-center"
      >
        <p className="font-semibold">{t('withdrawal_no_account')}</p>
        <p className="text-sm text-text-muted">{t('withdrawal_no_account_detail')}</p>
      </div>
    );
  } else if (!options.data.paymentPasswordSet) {
    start = <SetPaymentPasswordForm onDone={() => setPasswordJustSet(true)} />;
  } else {
    start = (
      <>
        {passwordJustSet ? (
          <p role="status" className="rounded-md bg-success/15 px-3 py-2 text-sm text-success">
            {t('withdrawal_password_set')}
          </p>
        ) : null}
        <WithdrawForm options={options.data} openPage={openPage} />
      </>
    );
  }

  return (
    <div data-slot="withdrawal-page" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">{start}</div>
      <WithdrawalHistory />
    </div>
  );
}
