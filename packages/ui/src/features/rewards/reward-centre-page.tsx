import { type Activity, getRewardCenter } from '@lobbykit/api-client';
import { orderActivities } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useState } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { ActivityCard, ActivityCardSkeleton, type ActivityOutcome } from './activity-card';
import { RedEnvelopeDialog } from './red-envelope-dialog';

/**
 * Reward center (member page rewardCenter, SPEC §2, §4): every activity with its state, what can be acted on first,
 * and its action (join, claim, draw a raffle); what an action ended in is said at the top, a raffle is drawn in
 * the red envelope.
 */
export function RewardCentrePage(_props: MemberCentrePageProps) {
  const t = useT();
  const rewards = useCallQuery(getRewardCenter);
  const [outcome, setOutcome] = useState<ActivityOutcome | null>(null);
  const [raffle, setRaffle] = useState<Activity | null>(null);

  if (rewards.error) {
    return (
      <CallProblem error={rewards.error} onRetry={() => rewards.refetch()} className="rounded-lg bg-surface-2 p-4" />
    );
  }
  const list = rewards.data ? orderActivities(rewards.data.list) : null;
  return (
    <div data-slot="reward-centre-page" className="flex flex-col gap-4">
      <p className="text-sm text-text-muted">
        {rewards.data ? t('reward_actionable', { count: rewards.data.actionableCount }) : '\u00a0'}
      </p>
      <OutcomeNotice outcome={outcome} />
      {!list ? (
        <div className="grid gap-3 md:grid-cols-2">
          {[0, 1, 2, 3].map((card) => (
            <ActivityCardSkeleton key={card} />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-8 text-center text-sm text-text-muted">
          {t('reward_empty')}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {list.map((activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              onDone={setOutcome}
              onDraw={(drawn) => {
                setOutcome(null);
                setRaffle(drawn);
              }}
            />
          ))}
        </div>
      )}
      <RedEnvelopeDialog raffle={raffle} onClose={() => setRaffle(null)} />
    </div>
  );
}

/** What the last join or claim ended in, announced politely. */
export function OutcomeNotice({ outcome }: { outcome: ActivityOutcome | null }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const text =
    outcome?.kind === 'joined'
      ? t('activity_joined_done', { title: outcome.title })
      : outcome?.kind === 'paid'
        ? t('activity_claimed_done', { amount: formatMoney(outcome.amount) })
        : outcome?.kind === 'review'
          ? t('activity_review_done', { title: outcome.title })
          : null;
  return (
    <p
      data-slot="outcome-notice"
      role="status"
      className="rounded-md bg-accent-soft px-3 py-2 text-sm text-text empty:hidden"
    >
      {text}
    </p>
  );
}
