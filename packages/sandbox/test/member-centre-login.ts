import type { PlatformClient } from '@lobbykit/api-client/client';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { SEED_TEAM_ACCOUNTS } from '../src/state/seed-team';
import type { useSandbox } from './harness';

type Platform = ReturnType<typeof useSandbox>;
type Client = PlatformClient & { token(): string | null };

/** Seeded people of the member and agent centres, by role. */
export const people = {
  member: SEED_ACCOUNTS.member,
  agent: SEED_ACCOUNTS.agent,
  subAgent: SEED_ACCOUNTS.subAgent,
  subSubAgent: SEED_TEAM_ACCOUNTS.subSubAgent,
  deepMember: SEED_TEAM_ACCOUNTS.deepMember,
  trial: SEED_ACCOUNTS.trial,
  downline: { username: SEED_ACCOUNTS.downlines[0], password: SEED_ACCOUNTS.downlinePassword },
} as const;

/** A client logged in as one of the seeded people. */
export async function loginAs(platform: Platform, who: { username: string; password: string }): Promise<Client> {
  const client = platform.client();
  await client.login({ username: who.username, password: who.password });
  return client;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last `days` days up to a moment on the sandbox clock (with a minute of slack for what the call itself settles),
 * as a record period.
 */
export function lastDays(days: number, now: number) {
  const end = now + 60_000;
  return { startTime: end - days * DAY_MS, endTime: end };
}

/** The main wallet's balance as the wallet call reports it. */
export async function mainBalance(client: Client): Promise<string | undefined> {
  return (await client.getBalance()).wallets.find((wallet) => wallet.wallet === 'MAIN')?.balance;
}
