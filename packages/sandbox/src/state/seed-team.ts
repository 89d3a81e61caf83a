import type { SandboxContext } from '../context';
import {
  type Account,
  allAccounts,
  hashPassword,
  MEMBER_TYPE,
  newAccount,
  nextAccountId,
  type PasswordHash,
  saveAccount,
} from './accounts';
import { DAY_MS, type Period } from './listing';
import { SEED_PAYMENT_PASSWORD, setPaymentPassword } from './payment-passwords';
import { SEED_ACCOUNTS } from './seed-accounts';
import { seedPlayerMoney } from './team-money';

/** Accounts the member and agent centres add to the seed: a third team level and friends invited by the member. */
export const SEED_TEAM_ACCOUNTS = {
  subSubAgent: { username: 'agent3', password: 'Agent123', upline: 'agent2' },
  deepMember: { username: 'member6', password: 'Member123', upline: 'agent3' },
  friends: ['friend1', 'friend2', 'friend3'],
  friendPassword: 'Friend123',
} as const;

const days = (count: number) => count * DAY_MS;

interface Newcomer {
  fields: Partial<Account> & { username: string };
  password: string;
}

function addAccount(context: SandboxContext, { fields }: Newcomer, hash: PasswordHash) {
  saveAccount(context, newAccount(context, nextAccountId(context), { ...hash, ...fields }));
}

/** Registration ages (days ago) that give the team 60 days of play and a few new members within the last month. */
const registeredDaysAgo: Record<string, number> = {
  agent1: 180,
  player1: 90,
  agent2: 120,
  member2: 88,
  member3: 75,
  member4: 64,
  member5: 70,
  agent3: 62,
  member6: 25,
  friend1: 20,
  friend2: 12,
  friend3: 3,
};

/** Adds the third team level and the invited friends, dates every account's registration and payment password. */
export async function seedTeamAccounts(context: SandboxContext, now: number): Promise<void> {
  const { subSubAgent, deepMember, friends, friendPassword } = SEED_TEAM_ACCOUNTS;
  const newcomers: Newcomer[] = [
    {
      fields: {
        username: subSubAgent.username,
        upline: subSubAgent.upline,
        type: MEMBER_TYPE.subAgent,
        affiliateCode: 'AGENT3',
      },
      password: subSubAgent.password,
    },
    { fields: { username: deepMember.username, upline: deepMember.upline }, password: deepMember.password },
    ...friends.map((username) => ({
      fields: { username, upline: SEED_ACCOUNTS.agent.username, referredBy: SEED_ACCOUNTS.member.username },
      password: friendPassword,
    })),
  ];
  // The hashes are the slow part, and need not wait for each other; the accounts are added in order (ids).
  const hashes = await Promise.all(newcomers.map((newcomer) => hashPassword(newcomer.password)));
  for (const [index, newcomer] of newcomers.entries()) {
    addAccount(context, newcomer, hashes[index] as PasswordHash);
  }
  const accounts = allAccounts(context);
  for (const account of accounts) {
    const daysAgo = registeredDaysAgo[account.username];
    if (daysAgo !== undefined) saveAccount(context, { ...account, createdAt: now - days(daysAgo) });
  }
  const real = accounts.filter((account) => account.type !== MEMBER_TYPE.trial);
  await Promise.all(real.map((account) => setPaymentPassword(context, account.username, SEED_PAYMENT_PASSWORD)));
}

/** Deposits and withdrawals of every team player over the play history (the newest friend has none yet). */
export function seedTeamMoney(context: SandboxContext, history: Period): void {
  for (const account of allAccounts(context)) {
    if (account.upline && account.type !== MEMBER_TYPE.trial && account.username !== 'friend3') {
      seedPlayerMoney(context, account, history);
    }
  }
}
