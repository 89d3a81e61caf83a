import type { SandboxContext } from '../context';
import type { Account } from './accounts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './listing';
import { recordBet } from './play';
import { putActivity, putActivityEntry, type StoredActivity } from './rewards';

const days = (count: number) => count * DAY_MS;

/** Bets the member placed so the seeded activities show each state (a mission to claim, a raffle to draw). */
export function seedScriptedBets(context: SandboxContext, member: Account, now: number): void {
  const bets: Array<[number, 'RNG' | 'SPORTS', string, number, number]> = [
    [now - days(2) - 3 * HOUR_MS, 'RNG', 'PG', 20_000, 0],
    [now - days(2) + 1 * HOUR_MS, 'RNG', 'PG', 20_000, 60_000],
    [now - days(1) - 5 * HOUR_MS, 'RNG', 'JDB', 10_000, 0],
    [now - days(1) + 2 * HOUR_MS, 'SPORTS', 'SABA', 50_000, 95_000],
  ];
  for (const [index, [betTime, gameType, vendor, betMinor, payoutMinor]] of bets.entries()) {
    recordBet(context, {
      orderNo: `S${member.id}-${index + 1}`,
      username: member.username,
      betTime,
      gameType,
      vendor,
      gameName: `${vendor} ${gameType === 'RNG' ? 'Mahjong Ways' : 'Match winner'}`,
      betMinor,
      validMinor: betMinor,
      payoutMinor,
      status: 'settled',
    });
  }
}

/** Activities A01–A12 and the member's entries, so the reward centre shows every state of SPEC §4. */
export function seedActivities(context: SandboxContext, member: Account, now: number): void {
  const activity = (
    fields: Partial<StoredActivity> & Pick<StoredActivity, 'id' | 'kind' | 'title'>,
  ): StoredActivity => ({
    description: `${fields.title}: see the rules in the promotion page.`,
    startTime: now - days(3),
    endTime: now + days(4),
    gameType: null,
    targetMinor: null,
    rewardMinor: null,
    reviewed: false,
    needsJoin: false,
    ...fields,
  });
  const activities = [
    activity({
      id: 'A01',
      kind: 'mission',
      title: 'Slots week',
      gameType: 'RNG',
      targetMinor: 50_000,
      rewardMinor: 5_000,
      needsJoin: true,
    }),
    activity({
      id: 'A02',
      kind: 'mission',
      title: 'Live casino marathon',
      gameType: 'LIVE',
      targetMinor: 10_000_000,
      rewardMinor: 20_000,
      needsJoin: true,
    }),
    activity({
      id: 'A03',
      kind: 'mission',
      title: 'Fishing challenge',
      gameType: 'FISH',
      targetMinor: 30_000,
      rewardMinor: 3_000,
      needsJoin: true,
    }),
    activity({
      id: 'A04',
      kind: 'mission',
      title: 'Sports weekend',
      gameType: 'SPORTS',
      targetMinor: 50_000,
      rewardMinor: 2_000,
      needsJoin: true,
    }),
    activity({
      id: 'A05',
      kind: 'mission',
      title: 'Last month mission',
      gameType: 'RNG',
      targetMinor: 100_000,
      rewardMinor: 5_000,
      needsJoin: true,
      startTime: now - days(40),
      endTime: now - days(10),
    }),
    activity({
      id: 'A06',
      kind: 'raffle',
      title: 'Lucky raffle',
      startTime: now - days(7),
      endTime: now + days(7),
      targetMinor: 30_000,
      prizesMinor: [888, 1_888, 8_888, 18_800],
    }),
    activity({
      id: 'A07',
      kind: 'deposit',
      title: 'Deposit 1,000 get 100',
      startTime: now - days(10),
      targetMinor: 100_000,
      rewardMinor: 10_000,
      reviewed: true,
    }),
    activity({
      id: 'A08',
      kind: 'deposit',
      title: 'Reload bonus review',
      startTime: now - days(20),
      endTime: now + days(10),
      targetMinor: 50_000,
      rewardMinor: 5_000,
      reviewed: true,
    }),
    activity({
      id: 'A09',
      kind: 'event',
      title: 'Weekend tournament',
      startTime: now - days(1),
      endTime: now + days(2),
      rewardMinor: 2_000,
      needsJoin: true,
    }),
    activity({
      id: 'A10',
      kind: 'event',
      title: 'Spring festival',
      startTime: now + days(5),
      endTime: now + days(12),
      rewardMinor: 5_000,
      needsJoin: true,
    }),
    activity({
      id: 'A11',
      kind: 'deposit',
      title: 'First deposit bonus',
      startTime: now - days(45),
      endTime: now - days(15),
      targetMinor: 20_000,
      rewardMinor: 2_000,
      reviewed: true,
    }),
    // Claimable now and reviewed: its claim may carry a comment for the reviewer (SPEC §5, at most 140 characters).
    activity({
      id: 'A12',
      kind: 'deposit',
      title: 'Weekly cashback',
      startTime: now - days(2),
      endTime: now + days(5),
      rewardMinor: 3_000,
      reviewed: true,
    }),
  ];
  for (const entry of activities) putActivity(context, entry);
  const joined = { joinedAt: now - days(2) - 4 * HOUR_MS };
  putActivityEntry(context, member.username, 'A01', joined);
  putActivityEntry(context, member.username, 'A02', joined);
  putActivityEntry(context, member.username, 'A04', { ...joined, claimedAt: now - HOUR_MS * 20, outcome: 'Claimed' });
  putActivityEntry(context, member.username, 'A07', { claimedAt: now - 30 * MINUTE_MS, outcome: 'Applying' });
  putActivityEntry(context, member.username, 'A08', { claimedAt: now - days(5), outcome: 'Rejected' });
  putActivityEntry(context, member.username, 'A09', { joinedAt: now - HOUR_MS * 6 });
  putActivityEntry(context, member.username, 'A11', { claimedAt: now - days(40), outcome: 'Issued' });
}
