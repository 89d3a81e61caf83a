import { transferToUpline } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { TeamTransferForm } from '../../money-forms/team-transfer-form';
import { useMoneyText } from '../../platform/money/money';
import { useMember } from '../../platform/session-hooks';
import { CashierSkeleton } from './cashier-skeleton';

/**
 * Transfer to upline (transferUpline, SPEC §2, §6): a member sends money from the main wallet to the upline agent,
 * with an amount checked against the main wallet, an optional remark, a confirmation and one request per intent.
 * An account without an upline is told so instead of a form.
 */
export function UplineTransferPage(_props: MemberCentrePageProps) {
  const t = useT();
  const moneyText = useMoneyText();
  const member = useMember();

  if (member?.toUpline === false) {
    return (
      <p
        data-slot="upline-transfer-page"
        className="rounded-lg border border-border border-dashed px-6 py-12 text-center text-sm text-text-muted"
      >
        {t('upline_unavailable')}
      </p>
    );
  }
  return (
    <TeamTransferForm
      call={transferToUpline}
      toInput={(amount, remark) => ({ amount, ...(remark ? { remark } : {}) })}
      label={t('mc_transfer_upline')}
      slot="upline-transfer-page"
      intro={t('upline_intro')}
      summary={(amount) => t('upline_summary', { amount })}
      doneText={(done) => t('upline_done', { amount: moneyText(done.amount), balance: moneyText(done.balance) })}
      skeleton={<CashierSkeleton rows={2} />}
    />
  );
}
