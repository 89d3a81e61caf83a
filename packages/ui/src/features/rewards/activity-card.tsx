import { type Activity, claimActivity, joinActivity, type PlatformError } from '@lobbykit/api-client';
import {
  ACTIVITY_COMMENT_MAX_LENGTH,
  type ActivityState,
  type ActivityTone,
  activityAction,
  activityTone,
  checkActivityComment,
  progressPercent,
} from '@lobbykit/domain';
import { type KeyedMessage, type MessageKey, useFormat, useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { useMoneyAction } from '../../platform/use-money-action';
import { Badge, type BadgeProps } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';

const STATE_KEYS = {
  Join: 'activity_join',
  Claim: 'activity_claim',
  Applying: 'activity_applying',
  Close: 'activity_close',
  Rejected: 'activity_rejected',
  Issued: 'activity_issued',
  Claimed: 'activity_claimed',
  Process: 'activity_process',
  Joined: 'activity_joined',
  'coming soon': 'activity_coming_soon',
} as const satisfies Record<ActivityState, MessageKey>;

const KIND_KEYS = {
  raffle: 'activity_kind_raffle',
  mission: 'activity_kind_mission',
  deposit: 'activity_kind_deposit',
  event: 'activity_kind_event',
} as const satisfies Record<Activity['kind'], MessageKey>;

// An activity's state as a badge: the one that asks for the player's action stands out.
const STATE_BADGES = {
  action: { tone: 'info', variant: 'solid' },
  waiting: { tone: 'neutral', variant: 'soft' },
  success: { tone: 'success', variant: 'soft' },
  ended: { tone: 'muted', variant: 'soft' },
} as const satisfies Record<ActivityTone, Pick<BadgeProps, 'tone' | 'variant'>>;

/** What an activity's action ended in, for the page to tell the player. */
export type ActivityOutcome =
  | { kind: 'joined'; title: string }
  | { kind: 'paid'; amount: number }
  | { kind: 'review'; title: string };

/**
 * One reward-centre activity (SPEC §4): its kind and state, period, progress to the target, reward, and the action
 * the state offers (Join, Claim, or Draw for a raffle, which hands the raffle to `onDraw`: the red envelope draws
 * it). A reviewed activity's claim may carry a comment for the reviewer (SPEC §5: at most 140 characters). Claims
 * are money actions: sent once, with one idempotency key per intent.
 */
export function ActivityCard({
  activity,
  onDone,
  onDraw,
}: {
  activity: Activity;
  onDone: (outcome: ActivityOutcome) => void;
  onDraw?: (raffle: Activity) => void;
}) {
  const t = useT();
  const { formatMoney, formatDateTime, formatDateTimeWithZone } = useFormat();
  const [error, setError] = useState<PlatformError | null>(null);
  const [comment, setComment] = useState('');
  // The comment's problem as the domain's message, worded at render: it reads in the language shown.
  const [commentProblem, setCommentProblem] = useState<KeyedMessage | null>(null);
  const commentError = commentProblem ? t.message(commentProblem) : null;
  const commentId = `activity-${activity.id}-comment`;
  const join = useCallMutation(joinActivity);
  const claim = useMoneyAction(claimActivity);
  const action = activityAction(activity.state, activity.kind);
  const pending = join.isPending || claim.isPending;
  const target = activity.target === null ? null : Number(activity.target);
  const progress = activity.progress === null ? null : Number(activity.progress);
  const percent = progressPercent(progress, target);
  const tone = activityTone(activity.state);
  const takesComment = action === 'claim' && activity.reviewed;

  function act() {
    setError(null);
    if (action === 'join') {
      join.mutate(
        { activityId: activity.id },
        { onSuccess: () => onDone({ kind: 'joined', title: activity.title }), onError: setError },
      );
    } else if (action === 'claim') {
      const problem = takesComment ? checkActivityComment(comment) : null;
      setCommentProblem(problem);
      if (problem) return;
      claim.send(
        { activityId: activity.id, ...(takesComment && comment.trim() ? { comment: comment.trim() } : {}) },
        {
          onSuccess: (result) =>
            onDone(
              result.bonus
                ? { kind: 'paid', amount: Number(result.bonus.amount) }
                : { kind: 'review', title: activity.title },
            ),
          onError: setError,
        },
      );
    } else if (action === 'draw') {
      onDraw?.(activity);
    }
  }

  const label = action === 'join' ? t('activity_join') : action === 'draw' ? t('activity_draw') : t('activity_claim');
  return (
    <article
      data-slot="activity-card"
      aria-labelledby={`activity-${activity.id}`}
      data-state={activity.state}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-surface-2/60 p-4',
        tone === 'action' ? 'border-accent/70' : 'border-border',
        tone === 'ended' ? 'opacity-80' : null,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="rounded bg-surface-3 px-1.5 py-0.5 text-text-muted text-xs">
          {t(KIND_KEYS[activity.kind])}
        </span>
        <Badge {...STATE_BADGES[tone]}>{t(STATE_KEYS[activity.state])}</Badge>
      </div>
      <div className="flex flex-col gap-1">
        <h3 id={`activity-${activity.id}`} className="font-bold text-base leading-snug">
          {activity.title}
        </h3>
        <p className="line-clamp-2 text-sm text-text-muted">{activity.description}</p>
        <p className="text-text-muted text-xs tabular-nums">
          {t('activity_period', {
            start: formatDateTime(activity.startTime, 'yyyy-MM-dd'),
            end: formatDateTimeWithZone(activity.endTime, 'yyyy-MM-dd'),
          })}
        </p>
      </div>
      {percent !== null && target !== null ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('activity_progress', {
              progress: formatMoney(progress ?? 0),
              target: formatMoney(target),
            })}
            className="h-2 overflow-hidden rounded-full bg-surface-3"
          >
            <div
              className="h-full rounded-full bg-accent motion-safe:transition-[width] motion-safe:duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="flex justify-between gap-2 text-text-muted text-xs tabular-nums">
            <span>{t('activity_progress', { progress: formatMoney(progress ?? 0), target: formatMoney(target) })}</span>
            <span>{percent}%</span>
          </p>
        </div>
      ) : null}
      {takesComment ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={commentId} className="font-medium text-xs">
            {t('activity_comment')}
            <span className="ms-1.5 font-normal text-text-muted">({t('optional')})</span>
          </label>
          <input
            id={commentId}
            value={comment}
            disabled={pending}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${commentId}-count ${commentId}-error` : `${commentId}-count`}
            onChange={(event) => setComment(event.currentTarget.value)}
            className="h-10 w-full rounded-md border border-border bg-surface-2 px-3 text-base text-text focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60 aria-invalid:border-danger sm:text-sm"
          />
          <p
            id={`${commentId}-count`}
            className={cn(
              'text-end text-xs tabular-nums',
              comment.length > ACTIVITY_COMMENT_MAX_LENGTH ? 'text-danger' : 'text-text-muted',
            )}
          >
            {comment.length}/{ACTIVITY_COMMENT_MAX_LENGTH}
          </p>
          {commentError ? (
            <p id={`${commentId}-error`} data-slot="field-error" className="text-danger text-sm">
              {commentError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-gold text-sm tabular-nums">
          {activity.rewardAmount === null
            ? t('activity_prize_drawn')
            : t('activity_reward', { amount: formatMoney(Number(activity.rewardAmount)) })}
        </span>
        {action ? (
          <Button size="sm" variant={action === 'join' ? 'primary' : 'gold'} disabled={pending} onClick={act}>
            {pending ? t('loading') : label}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-danger-surface px-3 py-2 text-danger text-sm">
          {t.message({ key: error.messageKey })}
        </p>
      ) : null}
    </article>
  );
}

/** A card's shape while the activities load. */
export function ActivityCardSkeleton() {
  return (
    <div
      data-slot="activity-card-skeleton"
      aria-hidden="true"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4"
    >
      <span className="h-4 w-20 rounded bg-surface-3 motion-safe:animate-pulse" />
      <span className="h-5 w-3/4 rounded bg-surface-3 motion-safe:animate-pulse" />
      <span className="h-4 w-full rounded bg-surface-3 motion-safe:animate-pulse" />
      <span className="h-2 w-full rounded-full bg-surface-3 motion-safe:animate-pulse" />
      <span className="h-8 w-24 self-end rounded-md bg-surface-3 motion-safe:animate-pulse" />
    </div>
  );
}
