import type { SandboxContext } from '../context';
import { type Account, hashPassword, MEMBER_TYPE, newAccount, type PasswordHash, saveAccount } from './accounts';
import { toMinor } from './money';
import { seedSystemFlags } from './seed-config';
import { MAIN_WALLET, setBalance } from './wallets';

/** The password that forces a change at login (PLATFORM-FACTS §7.1). */
export const DEFAULT_PASSWORD = '123456';

/** Seeded accounts and their passwords, for tests, stories and the README. */
export const SEED_ACCOUNTS = {
  member: { username: 'player1', password: 'Player123', mobileNum: '912345678', email: 'player1@lobbykit.test' },
  agent: { username: 'agent1', password: 'Agent123', mobileNum: '912000001', affiliateCode: 'AGENT1' },
  subAgent: { username: 'agent2', password: 'Agent123', affiliateCode: 'AGENT2' },
  downlines: ['member2', 'member3', 'member4', 'member5'],
  downlinePassword: 'Member123',
  trial: { username: 'trial1', password: 'Trial123' },
  mustChange: { username: 'newbie1', password: DEFAULT_PASSWORD, mobileNum: '987654321' },
} as const;

interface SeedAccount extends Partial<Omit<Account, 'username'>> {
  username: string;
  password: string;
  balance?: string;
  vendorBalances?: Record<string, string>;
}

function seedAccount(context: SandboxContext, id: number, seed: SeedAccount, hash: PasswordHash): void {
  const { password, balance = '0.00', vendorBalances = {}, ...fields } = seed;
  const account = newAccount(context, id, {
    mustChangePassword: password === DEFAULT_PASSWORD,
    createdAt: context.now() - 30 * 24 * 60 * 60 * 1000,
    knownIps: [seedSystemFlags.location.ip],
    ...hash,
    ...fields,
  });
  saveAccount(context, account);
  setBalance(context, { username: account.username, wallet: MAIN_WALLET }, toMinor(balance));
  for (const [wallet, amount] of Object.entries(vendorBalances)) {
    setBalance(context, { username: account.username, wallet }, toMinor(amount));
  }
}

/** Seeds one account of each kind a screen treats differently: a member, an agent with a team, a trial account and one that must change its password. */
export async function seedAccounts(context: SandboxContext): Promise<void> {
  const before = context.now() - 24 * 60 * 60 * 1000;
  const { member, agent, subAgent, downlines, downlinePassword, trial, mustChange } = SEED_ACCOUNTS;
  const seeds: SeedAccount[] = [
    {
      ...member,
      countryDialingCode: '84',
      nickname: 'Lucky Player',
      lastLoginAt: before,
      upline: agent.username,
      balance: '1234.50',
      vendorBalances: { PG: '100.00', EVO: '25.75' },
      labels: { club: 'Gold', member: ['VIP', 'Early bird'] },
      avatar: { avatar: '/sandbox-assets/avatar/custom-player1.svg', avatarType: 'CUSTOM' },
    },
    {
      ...agent,
      countryDialingCode: '84',
      nickname: 'Agent One',
      type: MEMBER_TYPE.agent,
      lastLoginAt: before,
      balance: '50000.00',
    },
    { ...subAgent, type: MEMBER_TYPE.subAgent, upline: agent.username, lastLoginAt: before, balance: '8000.00' },
    ...downlines.map((username, index) => ({
      username,
      password: downlinePassword,
      upline: index < 3 ? agent.username : subAgent.username,
      lastLoginAt: before,
      balance: `${(index + 1) * 150}.25`,
    })),
    { ...trial, type: MEMBER_TYPE.trial, lastLoginAt: before, balance: '2000.00' },
    { ...mustChange, countryDialingCode: '84', balance: '0.00' },
  ];
  // The hashes are the slow part of seeding accounts, and need not wait for each other.
  const hashes = await Promise.all(seeds.map((seed) => hashPassword(seed.password)));
  for (const [index, seed] of seeds.entries()) {
    seedAccount(context, 100_001 + index, seed, hashes[index] as PasswordHash);
  }
}
