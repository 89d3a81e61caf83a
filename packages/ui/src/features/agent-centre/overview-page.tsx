import { getTeamOverview } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { EmptyState } from '../../platform/feedback/empty-state';
import { Button } from '../../primitives/button/button';
import {
  Money,
  RecordPeriodPicker,
  RecordsLayout,
  RecordsProblem,
  useRecordQuery,
} from '../../record-lists/records-parts';
import { AgentFigure, AgentFiguresSkeleton, AgentSection } from './agent-figures';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Overview (agentTeamOverview, SPEC §2): the team's size and make-up, then over the chosen period its new and
 * active members, deposits, withdrawals, bets, valid bets and profit and loss (from the players' side), and how
 * many downlines each level holds. An agent without a team is told how to start one.
 */
export function AgentOverviewPage({ openPage }: AgentCentrePageProps) {
  const t = useT();
  const query = useRecordQuery<null>(null);
  const overview = useCallQuery(
    getTeamOverview,
    { startTime: query.period.startTime, endTime: query.period.endTime },
    { placeholderData: keepPreviousData },
  );
  const data = overview.data;
  const busy = overview.isPlaceholderData && overview.isFetching;

  let content: ReactNode;
  if (overview.isError) {
    content = <RecordsProblem error={overview.error} onRetry={() => overview.refetch()} />;
  } else if (!data) {
    content = (
      <div aria-busy="true" className="flex flex-col gap-4" data-slot="overview-loading">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        <AgentFiguresSkeleton cards={4} />
        <AgentFiguresSkeleton cards={8} />
      </div>
    );
  } else if (data.teamSize === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        title={t('ac_no_team')}
        detail={t('ac_no_team_detail')}
        action={<Button onClick={() => openPage('registerCenter')}>{t('ac_open_account')}</Button>}
      />
    );
  } else {
    content = (
      <div className="relative flex flex-col gap-6" aria-busy={busy || undefined} data-slot="team-overview">
        {busy ? (
          <span
            aria-hidden="true"
            className="absolute inset-x-0 -top-2 h-0.5 rounded-full bg-accent motion-safe:animate-pulse"
          />
        ) : null}
        <AgentSection title={t('ac_overview_team')}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <AgentFigure term={t('ac_team_size')} className="border-accent/40 bg-surface-2">
              <span className="text-2xl">{count(data.teamSize)}</span>
            </AgentFigure>
            <AgentFigure term={t('ac_direct_downlines')}>{count(data.directCount)}</AgentFigure>
            <AgentFigure term={t('ac_agents_members')}>
              {count(data.agentCount)} / {count(data.memberCount)}
            </AgentFigure>
            <AgentFigure term={t('ac_team_balance')}>
              <Money value={data.teamBalance} className="text-gold" />
            </AgentFigure>
          </dl>
        </AgentSection>
        <AgentSection title={t('ac_overview_period')}>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <AgentFigure term={t('ac_new_members')}>{count(data.newMembers)}</AgentFigure>
            <AgentFigure term={t('ac_active_members')} hint={t('ac_active_members_hint')}>
              {count(data.activeMembers)}
            </AgentFigure>
            <AgentFigure term={t('ac_deposits')} hint={t('ac_times', { count: data.depositCount })}>
              <Money value={data.depositAmount} />
            </AgentFigure>
            <AgentFigure term={t('ac_withdrawals')} hint={t('ac_times', { count: data.withdrawalCount })}>
              <Money value={data.withdrawalAmount} />
            </AgentFigure>
            <AgentFigure term={t('records_bet_count')}>{count(data.bets.count)}</AgentFigure>
            <AgentFigure term={t('records_bet_amount')}>
              <Money value={data.bets.betAmount} />
            </AgentFigure>
            <AgentFigure term={t('records_valid_bet')}>
              <Money value={data.bets.validBet} />
            </AgentFigure>
            <AgentFigure term={t('ac_team_profit_loss')} hint={t('ac_team_profit_loss_hint')}>
              <Money value={data.bets.winLoss} signed />
            </AgentFigure>
          </dl>
        </AgentSection>
        {data.levels.length > 0 ? (
          <AgentSection title={t('ac_levels')}>
            <ul className="flex flex-wrap gap-2">
              {data.levels.map((level) => (
                <li
                  key={level.depth}
                  className="flex items-baseline gap-2 rounded-full border border-border bg-surface-1 px-3 py-1.5 text-sm"
                >
                  <span className="text-text-muted">{t('ac_level', { depth: level.depth })}</span>
                  <span className="font-semibold tabular-nums">{count(level.count)}</span>
                </li>
              ))}
            </ul>
          </AgentSection>
        ) : null}
      </div>
    );
  }

  return (
    <RecordsLayout
      data-slot="agent-overview-page"
      toolbar={<RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />}
    >
      {content}
    </RecordsLayout>
  );
}
