import type { Downline } from '@lobbykit/api-client';
import { isAgentAccount, isTrialAccount } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import {
  type Account,
  allAccounts,
  findAccount,
  hashPassword,
  MEMBER_TYPE,
  newAccount,
  nextAccountId,
  saveAccount,
} from './accounts';
import { toDecimal } from './money';
import { balanceOf, MAIN_WALLET } from './wallets';

/** A member of an agent's team and how far below the agent it sits (1 = direct downline). */
export interface TeamMember {
  account: Account;
  depth: number;
}

/** Refuses a trial account: member-centre calls need a real account (SPEC §6). */
export function requireRealAccount(account: Account): Account {
  if (isTrialAccount(account.type)) throw new Rejection('in_need_true_account');
  return account;
}

/** Refuses anyone but an agent: trial accounts with in_need_true_account, others with error_not_agent (SPEC §6). */
export function requireAgent(account: Account): Account {
  requireRealAccount(account);
  if (!isAgentAccount(account.type)) throw new Rejection('error_not_agent');
  return account;
}

/** Everyone below an account, breadth first (direct downlines first), with their depth. */
export function teamOf(
  context: SandboxContext,
  username: string,
  accounts: readonly Account[] = allAccounts(context),
): TeamMember[] {
  const byUpline = new Map<string, Account[]>();
  for (const account of accounts) {
    if (!account.upline) continue;
    const key = account.upline.toLowerCase();
    byUpline.set(key, [...(byUpline.get(key) ?? []), account]);
  }
  const team: TeamMember[] = [];
  let level = byUpline.get(username.toLowerCase()) ?? [];
  for (let depth = 1; level.length > 0; depth += 1) {
    const sorted = [...level].sort((a, b) => a.username.localeCompare(b.username));
    for (const account of sorted) team.push({ account, depth });
    level = sorted.flatMap((account) => byUpline.get(account.username.toLowerCase()) ?? []);
  }
  return team;
}

/** The team member of that name, or a refusal: an agent reads only its own team. */
export function findTeamMember(team: readonly TeamMember[], username: string): TeamMember {
  const member = team.find((entry) => entry.account.username.toLowerCase() === username.toLowerCase());
  if (!member) throw new Rejection('downline_not_found');
  return member;
}

/** A name as other players see it on boards and referral lists: first two and last characters, e.g. pl***1. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** A new direct downline registered by an agent in the register centre. */
export interface NewDownline {
  username: string;
  password: string;
  role: 'member' | 'agent';
  nickname?: string | undefined;
}

/** Registers a direct downline of an agent: a player, or a sub-agent (member type 2) with its own invitation code. */
export async function registerDownline(context: SandboxContext, agent: Account, input: NewDownline): Promise<Account> {
  const { salt, passwordHash } = await hashPassword(input.password);
  return context.store.transaction(() => {
    if (findAccount(context, input.username)) throw new Rejection('username_taken');
    const account = newAccount(context, nextAccountId(context), {
      username: input.username,
      nickname: input.nickname || input.username,
      salt,
      passwordHash,
      upline: agent.username,
      ...(input.role === 'agent' && { type: MEMBER_TYPE.subAgent, affiliateCode: input.username.toUpperCase() }),
    });
    saveAccount(context, account);
    return account;
  });
}

/** A team member as the downline calls answer it. */
export function downlineOf(context: SandboxContext, entry: TeamMember, accounts: readonly Account[]): Downline {
  const { account } = entry;
  return {
    username: account.username,
    nickname: account.nickname,
    role: isAgentAccount(account.type) ? 'agent' : 'member',
    type: account.type,
    depth: entry.depth,
    upline: account.upline ?? '',
    registeredAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
    balance: toDecimal(balanceOf(context, { username: account.username, wallet: MAIN_WALLET })),
    teamSize: teamOf(context, account.username, accounts).length,
  };
}
