import {
  type Activity,
  claimActivity,
  claimRafflePromotion,
  getRewardCenter,
  joinActivity,
  type PlatformError,
} from '@lobbykit/api-client';
import { activityAction, gateAction } from '@lobbykit/domain';
import { ACTIVITY_STATE_KEYS, useFormat, useT } from '@lobbykit/i18n';
import { useId, useState } from 'react';
import { useCallMutation, useCallQuery, useSessionToken } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { useAccountKind } from '../../platform/session-hooks';
import { useGatedAction } from '../../platform/use-gated-action';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';

type Outcome = { kind: 'joined' } | { kind: 'claimed'; amount: string } | { kind: 'in-review' };

/** Props of {@link PromotionActivity}. */
export type PromotionActivityProps = { activityId: string; className?: string };

/**
 * What a player does with the reward-centre activity a promotion runs: Join it, Claim its reward, Draw a raffle's
 * prize, or read where they stand (SPEC §4 activity states). A visitor's Join opens the login dialog and
 * a trial account's is refused, through the gated-action rule (SPEC §4).
 */
export function PromotionActivity({ activityId, className }: PromotionActivityProps) {
  const t = useT();
  const headingId = useId();
  const token = useSessionToken();
  const { memberType } = useAccountKind();
  const allowed = gateAction({ token, isAgent: memberType }) === 'allowed';
  return (
    <section
      data-slot="promotion-activity"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4', className)}
    >
      <h2 id={headingId} className="font-bold text-base">
        {t('promo_take_part')}
      </h2>
      {allowed ? <MemberActivity activityId={activityId} /> : <GatedJoin visitor={!token} />}
    </section>
  );
}

/** A visitor or a trial account sees Join; pressing it asks them to log in, or for a real account. */
function GatedJoin({ visitor }: { visitor: boolean }) {
  const t = useT();
  const gated = useGatedAction();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {visitor ? <p className="min-w-0 flex-1 text-sm text-text-muted">{t('promo_login_to_take_part')}</p> : null}
      <Button onClick={() => gated(() => undefined)}>{t('activity_join')}</Button>
    </div>
  );
}

function MemberActivity({ activityId }: { activityId: string }) {
  const t = useT();
  const centre = useCallQuery(getRewardCenter);
  const activity = centre.data?.list.find((item) => item.id === activityId);

  if (centre.isPending) {
    return (
      <span aria-hidden="true" className="h-10 w-48 animate-pulse rounded-md bg-surface-3 motion-reduce:animate-none" />
    );
  }
  if (centre.isError) return <CallProblem error={centre.error} onRetry={() => void centre.refetch()} />;
  if (!activity) return <p className="text-sm text-text-muted">{t('activity_not_found')}</p>;
  return <ActivityActions activity={activity} />;
}

function ActivityActions({ activity }: { activity: Activity }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const join = useCallMutation(joinActivity);
  const claim = useMoneyAction(claimActivity);
  const draw = useMoneyAction(claimRafflePromotion);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const pending = join.isPending || claim.isPending || draw.isPending;

  // What the state offers (SPEC §4): Join, Claim, or Draw for a raffle, whose claim draws the prize.
  const action = activityAction(activity.state, activity.kind);
  const onError = (error: PlatformError) => setProblem(error);
  const act = () => {
    setProblem(null);
    setOutcome(null);
    if (action === 'join') {
      join.mutate({ activityId: activity.id }, { onSuccess: () => setOutcome({ kind: 'joined' }), onError });
    } else if (action === 'draw') {
      draw.send(
        { promotionId: activity.id },
        { onSuccess: ({ bonus }) => setOutcome({ kind: 'claimed', amount: bonus.amount }), onError },
      );
    } else if (action === 'claim') {
      claim.send(
        { activityId: activity.id },
        {
          onSuccess: ({ bonus }) =>
            setOutcome(bonus ? { kind: 'claimed', amount: bonus.amount } : { kind: 'in-review' }),
          onError,
        },
      );
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-sm">{t('promo_status', { state: t(ACTIVITY_STATE_KEYS[activity.state]) })}</p>
        {action ? (
          <Button
            variant={action === 'join' ? 'primary' : 'gold'}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={act}
          >
            {t(action === 'join' ? 'activity_join' : action === 'draw' ? 'activity_draw' : 'activity_claim')}
          </Button>
        ) : null}
      </div>
      <div role="status" className="text-sm empty:hidden">
        {outcome?.kind === 'joined' ? t('promo_joined') : null}
        {outcome?.kind === 'claimed' ? t('promo_claimed', { amount: formatMoney(Number(outcome.amount)) }) : null}
        {outcome?.kind === 'in-review' ? t('promo_claim_in_review') : null}
      </div>
      {problem ? (
        <p role="alert" className="text-danger text-sm">
          {t.message({ key: problem.messageKey })}
        </p>
      ) : null}
    </div>
  );
}
