import type { ACTIVITY_STATES } from './catalogue-values';

/** A reward-centre activity state (SPEC §4). */
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** What the player can do with an activity: join it, claim its reward, draw its raffle, or nothing. */
export type ActivityAction = 'join' | 'claim' | 'draw' | null;

/**
 * The action an activity offers in its state (SPEC §4): Join offers joining, Claim offers claiming (a raffle's
 * claim draws its prize through MCS2_claimRafflePromotion); every other state is a status only.
 */
export function activityAction(state: ActivityState, kind: string): ActivityAction {
  if (state === 'Join') return 'join';
  if (state === 'Claim') return kind === 'raffle' ? 'draw' : 'claim';
  return null;
}

/** How a state reads: open to act on, waiting, done well, or finished without a reward. */
export type ActivityTone = 'action' | 'waiting' | 'success' | 'ended';

const TONES: Record<ActivityState, ActivityTone> = {
  Join: 'action',
  Claim: 'action',
  Applying: 'waiting',
  Process: 'waiting',
  Joined: 'waiting',
  'coming soon': 'waiting',
  Claimed: 'success',
  Issued: 'success',
  Close: 'ended',
  Rejected: 'ended',
};

/** The tone a state is shown in. */
export function activityTone(state: ActivityState): ActivityTone {
  return TONES[state];
}

/** The order activities are listed in: what can be acted on first, then waiting, done, ended. */
export function orderActivities<A extends { state: ActivityState; endTime: number }>(activities: readonly A[]): A[] {
  const rank: Record<ActivityTone, number> = { action: 0, waiting: 1, success: 2, ended: 3 };
  return [...activities].sort(
    (a, b) => rank[activityTone(a.state)] - rank[activityTone(b.state)] || a.endTime - b.endTime,
  );
}

/** Progress towards a target as a whole percentage, 0 … 100; null when there is no target. */
export function progressPercent(progress: number | null, target: number | null): number | null {
  if (target === null || target <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor(((progress ?? 0) / target) * 100)));
}
