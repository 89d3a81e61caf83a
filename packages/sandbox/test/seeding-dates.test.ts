import { createPlatformClient } from '@lobbykit/api-client/client';
import { describe, expect, it } from 'vitest';
import { clockFrom, createSandbox } from '../src';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Midnight in the platform's time zone (UTC+7) on a UTC calendar day, minus or plus some milliseconds. */
const platformMidnight = (year: number, month: number, day: number, deltaMs = 0) =>
  Date.UTC(year, month, day) - 7 * HOUR_MS + deltaMs;

/** Moments that have broken date-dependent seeding before or could: day, month and year ends, both sides of midnight. */
const seedingMoments = [
  platformMidnight(2026, 10, 23, -1),
  platformMidnight(2026, 10, 23, 30 * 60 * 1000),
  platformMidnight(2026, 10, 23, 90 * 60 * 1000),
  platformMidnight(2026, 10, 23, 13.5 * HOUR_MS),
  platformMidnight(2026, 10, 23, 18.5 * HOUR_MS),
  platformMidnight(2026, 10, 30, 23 * HOUR_MS + 59 * 60 * 1000),
  platformMidnight(2027, 0, 1, -1),
  platformMidnight(2027, 0, 1),
  platformMidnight(2027, 0, 1, 1),
  platformMidnight(2027, 1, 28, 12 * HOUR_MS),
  platformMidnight(2028, 1, 29, 23.99 * HOUR_MS),
  platformMidnight(2027, 2, 31, 16 * HOUR_MS),
  platformMidnight(2026, 5, 15, 6 * HOUR_MS),
  platformMidnight(2026, 5, 16),
];

async function memberAt(now: number) {
  const sandbox = createSandbox({ clock: clockFrom(now) });
  let token: string | null = null;
  const client = createPlatformClient({
    baseUrl: 'http://platform.test',
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    host: 'lobbykit.test',
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    tokenStore: {
      get: () => token,
      set: (next) => {
        token = next;
      },
    },
  });
  await client.login({ username: SEED_ACCOUNTS.member.username, password: SEED_ACCOUNTS.member.password });
  return { client, sandbox, period: { startTime: now - 92 * DAY_MS + 60_000, endTime: now + 60_000 } };
}

describe('seeding does not depend on the date or hour it runs', () => {
  it.each(seedingMoments.map((moment) => [new Date(moment).toISOString(), moment]))(
    'seeded at %s: the points history is one chain ending in the balance, with one redeem in each state',
    async (_label, moment) => {
      const { client, sandbox, period } = await memberAt(moment);
      const history = await client.getPointHistory({ ...period, pageSize: 100 });
      // The clock runs on from the moment, so a sandbox seeded just before midnight may credit that day meanwhile.
      const answeredAt = await sandbox.controls.now();
      expect(history.total).toBeGreaterThan(20);
      for (const entry of history.list) expect(entry.points + entry.changedPoints).toBe(entry.balance);
      for (const [index, entry] of history.list.slice(1).entries()) {
        expect(entry.balance).toBe(history.list[index]?.points);
        expect(entry.time).toBeLessThanOrEqual(history.list[index]?.time ?? 0);
        expect(entry.time).toBeLessThanOrEqual(answeredAt);
      }
      expect((await client.getPointBalance()).points).toBe(history.list[0]?.balance);

      const redeems = await client.getRedeemRecords({ ...period, pageSize: 100 });
      expect(redeems.list.map((redeem) => redeem.status).sort()).toEqual(['Approved', 'In Process', 'Rejected']);

      const bets = await client.getBettingRecords({ ...period, pageSize: 100 });
      expect(bets.total).toBeGreaterThan(0);
      for (const bet of bets.list) expect(bet.betTime).toBeLessThanOrEqual(answeredAt);
    },
    30_000,
  );
});
