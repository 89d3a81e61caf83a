import { getDownlineDetail } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { Money } from '../../record-lists/records-parts';
import { AccountTime, AgentFigure, AgentFiguresSkeleton, AgentSection } from './agent-figures';

/**
 * A downline's detail (downline management): who it is (kind, level, upline, registered, last login, balance, team)
 * and its deposits, withdrawals and play over the last 30 days, with the ways on: its team, a transfer, back.
 */
export function DownlineDetail({
  username,
  onTeam,
  onTransfer,
  onBack,
}: {
  username: string;
  onTeam: () => void;
  onTransfer: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const detail = useCallQuery(getDownlineDetail, { username });
  const data = detail.data;

  if (detail.isError) {
    return (
      <CallProblem
        error={detail.error}
        onRetry={() => void detail.refetch()}
        className="justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text"
      />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        <AgentFiguresSkeleton cards={8} />
      </div>
    );
  }
  return (
    <article aria-labelledby={titleId} data-slot="downline-detail" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-bold text-lg">
          {data.username}
        </h3>
        <Badge tone="muted" variant="outline">
          {t(data.role === 'agent' ? 'ac_role_agent' : 'ac_role_member')}
        </Badge>
        {data.nickname && data.nickname !== data.username ? (
          <span className="text-sm text-text-muted">{data.nickname}</span>
        ) : null}
      </header>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <AgentFigure term={t('ac_level_column')}>{data.depth}</AgentFigure>
        <AgentFigure term={t('ac_upline')}>{data.upline || '—'}</AgentFigure>
        <AgentFigure term={t('ac_team_size')}>{data.teamSize}</AgentFigure>
        <AgentFigure term={t('wallet_main')}>
          <Money value={data.balance} className="text-gold" />
        </AgentFigure>
        <AgentFigure term={t('ac_registered')} className="col-span-2">
          <AccountTime ms={data.registeredAt} withZone />
        </AgentFigure>
        <AgentFigure term={t('ac_last_login')} className="col-span-2">
          {data.lastLoginAt === null ? t('ac_never') : <AccountTime ms={data.lastLoginAt} withZone />}
        </AgentFigure>
      </dl>
      <AgentSection title={t('ac_last_30_days')}>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <AgentFigure term={t('ac_deposits')}>
            <Money value={data.depositAmount} />
          </AgentFigure>
          <AgentFigure term={t('ac_withdrawals')}>
            <Money value={data.withdrawalAmount} />
          </AgentFigure>
          <AgentFigure term={t('records_valid_bet')}>
            <Money value={data.bets.validBet} />
          </AgentFigure>
          <AgentFigure term={t('records_win_loss')}>
            <Money value={data.bets.winLoss} signed />
          </AgentFigure>
        </dl>
      </AgentSection>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          {t('ac_back_to_team')}
        </Button>
        {data.teamSize > 0 ? (
          <Button variant="secondary" onClick={onTeam}>
            {t('ac_view_team', { username: data.username })}
          </Button>
        ) : null}
        <Button variant="gold" onClick={onTransfer}>
          {t('transfer_to_downline')}
        </Button>
      </div>
    </article>
  );
}
