import { transferToDownline } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { TeamTransferForm } from '../../money-forms/team-transfer-form';
import { useMoneyText } from '../../platform/money/money';
import { Button } from '../../primitives/button/button';
import { AgentFiguresSkeleton } from './agent-figures';

/**
 * Transfer to a downline (SPEC §6): the agent sends money from the main wallet to a member of the team, with the
 * cashier's money rules: the amount checked against the main wallet before sending, a confirmation that names the
 * downline, one request per intent (a double click or a retry sends it once), the new balance said after.
 */
export function DownlineTransfer({ downline, onBack }: { downline: string; onBack: () => void }) {
  const t = useT();
  const moneyText = useMoneyText();
  return (
    <TeamTransferForm
      call={transferToDownline}
      toInput={(amount, remark) => ({ downline, amount, ...(remark ? { remark } : {}) })}
      label={t('transfer_to_downline')}
      slot="downline-transfer"
      intro={t('ac_transfer_intro', { username: downline })}
      summary={(amount) => t('ac_transfer_summary', { amount, username: downline })}
      recipient={{ label: t('ac_transfer_recipient'), value: downline }}
      doneText={(done) =>
        t('ac_transfer_done', {
          amount: moneyText(done.amount),
          username: done.recipient,
          balance: moneyText(done.balance),
        })
      }
      skeleton={<AgentFiguresSkeleton cards={2} />}
      secondary={
        <Button variant="outline" onClick={onBack}>
          {t('ac_back_to_team')}
        </Button>
      }
    />
  );
}
