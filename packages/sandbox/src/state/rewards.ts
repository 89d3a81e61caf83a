import type { Activity } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { type Account, allAccounts } from './accounts';
import { payBonus, type StoredBonus } from './bonuses';
import { HOUR_MS } from './listing';
import { toDecimal } from './money';
import { oncePerKey } from './once-per-key';
import { findBets, type StoredBet, stableHash } from './play';
import { maskUsername } from './team';
import { cashFlowOf } from './team-money';

/** A reward-centre activity as kept: amounts in minor units. */
export interface StoredActivity {
  id: string;
  kind: Activity['kind'];
  title: string;
  description: string;
  startTime: number;
  endTime: number;
  gameType: Activity['gameType'];
  /** Valid bet to reach (mission, raffle) or deposit to reach (deposit); null for none. */
  targetMinor: number | null;
  /** Fixed reward; a raffle draws one of `prizesMinor`. */
  rewardMinor: number | null;
  prizesMinor?: number[];
  reviewed: boolean;
  /** The member must press Join first (missions and events). */
  needsJoin: boolean;
}

/** A member's part in an activity. */
export interface ActivityEntry {
  joinedAt?: number;
  claimedAt?: number;
  outcome?: 'Claimed' | 'Applying' | 'Issued' | 'Rejected';
  comment?: string;
}

const ACTIVITIES = 'activities';
const ENTRIES = 'activity-entries';
/** A reviewed claim is Issued an hour after it was made (our decision, so the state moves with the clock). */
export const ACTIVITY_REVIEW_MS = HOUR_MS;

const entryKey = (username: string, activityId: string) => `${username.toLowerCase()}/${activityId}`;

/** Puts an activity on (seeding). */
export function putActivity(context: SandboxContext, activity: StoredActivity): void {
  context.store.put(ACTIVITIES, activity.id, activity);
}

/** Writes a member's part in an activity. */
export function putActivityEntry(context: SandboxContext, username: string, activityId: string, entry: ActivityEntry) {
  context.store.put(ENTRIES, entryKey(username, activityId), entry);
}

function entryOf(context: SandboxContext, username: string, activityId: string): ActivityEntry {
  return context.store.get<ActivityEntry>(ENTRIES, entryKey(username, activityId)) ?? {};
}

function progressMinor(
  context: SandboxContext,
  account: Account,
  activity: StoredActivity,
  entry: ActivityEntry,
  now: number,
  memberBets: readonly StoredBet[],
): number {
  // An activity to join counts what the member does from joining: bets the world drew for them before (the
  // background play) would otherwise reach a target at a moment that depends on the clock.
  const start =
    activity.needsJoin && entry.joinedAt !== undefined
      ? Math.max(activity.startTime, entry.joinedAt)
      : activity.startTime;
  const end = Math.min(now, activity.endTime);
  if (end <= start) return 0;
  if (activity.kind === 'deposit') {
    return cashFlowOf(context, account.username, { start, end }).depositMinor;
  }
  return memberBets
    .filter(
      (bet) => bet.betTime >= start && bet.betTime < end && (!activity.gameType || bet.gameType === activity.gameType),
    )
    .reduce((sum, bet) => sum + bet.validMinor, 0);
}

const betsOf = (context: SandboxContext, account: Account) =>
  findBets(context, { usernames: new Set([account.username.toLowerCase()]) });

/** Where a member stands in an activity (SPEC §4 activity states; the order is in the api-client schema's doc). */
function stateOf(activity: StoredActivity, entry: ActivityEntry, progress: number, now: number): Activity['state'] {
  if (entry.outcome) return entry.outcome;
  if (now < activity.startTime) return 'coming soon';
  if (now >= activity.endTime) return activity.kind === 'event' && entry.joinedAt ? 'Issued' : 'Close';
  if (activity.needsJoin && entry.joinedAt === undefined) return 'Join';
  if (activity.targetMinor !== null) return progress < activity.targetMinor ? 'Process' : 'Claim';
  return activity.kind === 'event' ? 'Joined' : 'Claim';
}

/** An activity as the member sees it; pass the member's bets when showing many activities at once. */
export function activityView(
  context: SandboxContext,
  account: Account,
  activity: StoredActivity,
  memberBets: readonly StoredBet[] = betsOf(context, account),
): Activity {
  const now = context.now();
  const entry = entryOf(context, account.username, activity.id);
  const progress = progressMinor(context, account, activity, entry, now, memberBets);
  return {
    id: activity.id,
    kind: activity.kind,
    title: activity.title,
    description: activity.description,
    state: stateOf(activity, entry, progress, now),
    startTime: activity.startTime,
    endTime: activity.endTime,
    gameType: activity.gameType,
    target: activity.targetMinor === null ? null : toDecimal(activity.targetMinor),
    progress: activity.targetMinor === null ? null : toDecimal(Math.min(progress, activity.targetMinor)),
    rewardAmount: activity.rewardMinor === null ? null : toDecimal(activity.rewardMinor),
    reviewed: activity.reviewed,
  };
}

function allActivities(context: SandboxContext): StoredActivity[] {
  return context.store.list<StoredActivity>(ACTIVITIES).map(({ value }) => value);
}

function findActivity(context: SandboxContext, activityId: string): StoredActivity {
  const activity = context.store.get<StoredActivity>(ACTIVITIES, activityId);
  if (!activity) throw new Rejection('activity_not_found');
  return activity;
}

/** Pays what the clock has made due: reviewed claims after their review, joined events once they end. */
export function settleActivities(context: SandboxContext, account: Account): void {
  const now = context.now();
  context.store.transaction(() => {
    for (const activity of allActivities(context)) {
      const entry = entryOf(context, account.username, activity.id);
      const reviewed = entry.outcome === 'Applying' && (entry.claimedAt ?? now) + ACTIVITY_REVIEW_MS <= now;
      const eventEnded =
        activity.kind === 'event' && entry.joinedAt !== undefined && !entry.outcome && now >= activity.endTime;
      if (!reviewed && !eventEnded) continue;
      if (activity.rewardMinor) {
        payBonus(context, {
          username: account.username,
          kind: 'promotion',
          title: activity.title,
          amountMinor: activity.rewardMinor,
          idempotencyKey: `activity/${activity.id}`,
        });
      }
      putActivityEntry(context, account.username, activity.id, { ...entry, outcome: 'Issued' });
    }
  });
}

/** Every activity for a member, in id order, and how many can be acted on (Join or Claim). */
export function rewardCenterOf(context: SandboxContext, account: Account, kind?: Activity['kind']) {
  const memberBets = betsOf(context, account);
  const list = allActivities(context)
    .filter((activity) => !kind || activity.kind === kind)
    .map((activity) => activityView(context, account, activity, memberBets));
  return { list, actionableCount: list.filter((activity) => ['Join', 'Claim'].includes(activity.state)).length };
}

/** Joins an activity that is in state Join. */
export function joinActivity(context: SandboxContext, account: Account, activityId: string): Activity {
  const activity = findActivity(context, activityId);
  if (activityView(context, account, activity).state !== 'Join') throw new Rejection('activity_not_joinable');
  putActivityEntry(context, account.username, activity.id, {
    ...entryOf(context, account.username, activity.id),
    joinedAt: context.now(),
  });
  return activityView(context, account, activity);
}

/** Claims an activity in state Claim: pays at once, or files it for review (Applying) when it is reviewed. */
export function claimActivity(
  context: SandboxContext,
  account: Account,
  request: { activityId: string; comment?: string | undefined },
  idempotencyKey: string,
) {
  return oncePerKey(context, account.username, `activity/${idempotencyKey}`, request, () => {
    const activity = findActivity(context, request.activityId);
    if (activity.kind === 'raffle' || activityView(context, account, activity).state !== 'Claim') {
      throw new Rejection('activity_not_claimable');
    }
    const entry = entryOf(context, account.username, activity.id);
    const claimed = { ...entry, claimedAt: context.now(), ...(request.comment ? { comment: request.comment } : {}) };
    let bonus: StoredBonus | null = null;
    if (activity.reviewed) {
      putActivityEntry(context, account.username, activity.id, { ...claimed, outcome: 'Applying' });
    } else {
      bonus = payBonus(context, {
        username: account.username,
        kind: activity.kind === 'mission' ? 'mission' : 'promotion',
        title: activity.title,
        amountMinor: activity.rewardMinor ?? 0,
        idempotencyKey: `activity/${activity.id}`,
      });
      putActivityEntry(context, account.username, activity.id, { ...claimed, outcome: 'Claimed' });
    }
    return { activity: activityView(context, account, activity), bonus };
  });
}

/** Draws a raffle in state Claim: the prize is one of its prizes, fixed per member, paid to the main wallet. */
export function claimRaffle(context: SandboxContext, account: Account, promotionId: string, idempotencyKey: string) {
  return oncePerKey(context, account.username, `raffle/${idempotencyKey}`, { promotionId }, () => {
    const activity = findActivity(context, promotionId);
    if (activity.kind !== 'raffle' || activityView(context, account, activity).state !== 'Claim') {
      throw new Rejection('activity_not_claimable');
    }
    const prizes = activity.prizesMinor ?? [activity.rewardMinor ?? 0];
    const prize = prizes[stableHash(`${account.username}|${activity.id}`) % prizes.length] ?? 0;
    const bonus = payBonus(context, {
      username: account.username,
      kind: 'raffle',
      title: activity.title,
      amountMinor: prize,
      idempotencyKey: `raffle/${activity.id}`,
    });
    putActivityEntry(context, account.username, activity.id, {
      ...entryOf(context, account.username, activity.id),
      claimedAt: context.now(),
      outcome: 'Claimed',
    });
    return { activity: activityView(context, account, activity), bonus };
  });
}

/** The leaderboard of a mission (or the first running one): players by valid bet in its window, best first. */
export function missionLeaderboard(context: SandboxContext, account: Account, missionId?: string) {
  const now = context.now();
  const missions = allActivities(context).filter((activity) => activity.kind === 'mission');
  const mission = missionId
    ? missions.find((activity) => activity.id === missionId)
    : (missions.find((activity) => activity.startTime <= now && now < activity.endTime) ?? missions[0]);
  if (!mission) throw new Rejection('activity_not_found');
  const scores = new Map<string, number>();
  const period = { start: mission.startTime, end: Math.min(now, mission.endTime) };
  if (period.end > period.start) {
    for (const bet of findBets(context, { period, gameType: mission.gameType ?? undefined })) {
      scores.set(bet.username, (scores.get(bet.username) ?? 0) + bet.validMinor);
    }
  }
  const names = new Map(allAccounts(context).map((entry) => [entry.username.toLowerCase(), entry.username]));
  const ranked = [...scores.entries()]
    .filter(([, score]) => score > 0)
    .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB))
    .map(([username, score], index) => ({
      username: names.get(username.toLowerCase()) ?? username,
      score,
      rank: index + 1,
    }));
  const isMe = (username: string) => username.toLowerCase() === account.username.toLowerCase();
  const mine = ranked.find((row) => isMe(row.username));
  return {
    missionId: mission.id,
    title: mission.title,
    list: ranked.slice(0, 10).map((row) => ({
      rank: row.rank,
      username: isMe(row.username) ? row.username : maskUsername(row.username),
      score: toDecimal(row.score),
      isMe: isMe(row.username),
    })),
    me: { rank: mine?.rank ?? null, score: toDecimal(mine?.score ?? 0) },
  };
}
