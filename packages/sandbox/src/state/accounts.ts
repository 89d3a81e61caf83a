import { fromBase64, toBase64 } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';

/** Member types (SPEC §4): agents 1, 2, 41, 42; trial 4; 0 an ordinary member (our choice for "member"). */
export const MEMBER_TYPE = { member: 0, agent: 1, subAgent: 2, trial: 4 } as const;

/** An account as the sandbox keeps it; the password only as a salted PBKDF2 hash (never plaintext). */
export interface Account {
  id: number;
  username: string;
  nickname: string;
  type: number;
  passwordHash: string;
  salt: string;
  /** Set for the default password '123456' and after a reset by an agent: the next login reports passwordExpired. */
  mustChangePassword: boolean;
  lastLoginAt: number | null;
  createdAt: number;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  /** The agent this account sits under. */
  upline: string | null;
  /** The invitation code of an agent. */
  affiliateCode: string | null;
  /** This account's own referral code; `referredBy` is whose code it registered with. */
  referralCode: string;
  referredBy: string | null;
  avatar: { avatar: string; avatarType: 'CUSTOM' | 'STATIC' };
  labels: { club: string | null; member: string[] };
  /** IPs this account has logged in from; a login from another one asks for the extra step (SPEC §4). */
  knownIps?: string[];
}

const ACCOUNTS = 'accounts';
const PBKDF2_ITERATIONS = 10_000;

/** The account of a username (case-insensitive), or undefined. */
export function findAccount(context: SandboxContext, username: string): Account | undefined {
  return context.store.get<Account>(ACCOUNTS, username.toLowerCase());
}

/** The account registered with a mobile number, or undefined. */
export function findAccountByMobile(context: SandboxContext, mobileNum: string): Account | undefined {
  return context.store.list<Account>(ACCOUNTS).find(({ value }) => value.mobileNum === mobileNum)?.value;
}

/** Every account. */
export function allAccounts(context: SandboxContext): Account[] {
  return context.store.list<Account>(ACCOUNTS).map(({ value }) => value);
}

/** Writes an account. */
export function saveAccount(context: SandboxContext, account: Account): void {
  context.store.put(ACCOUNTS, account.username.toLowerCase(), account);
}

/** The next free account id. */
export function nextAccountId(context: SandboxContext): number {
  return allAccounts(context).reduce((highest, account) => Math.max(highest, account.id), 100_000) + 1;
}

/** A password's salt and hash, as an account keeps them. */
export type PasswordHash = Awaited<ReturnType<typeof hashPassword>>;

/** What a new account is given: its username and password hash, and whatever differs from an ordinary new member. */
export type NewAccountFields = Partial<Account> & Pick<Account, 'username' | 'salt' | 'passwordHash'>;

/**
 * A new account: an ordinary member created now, with no contact details, upline, labels or custom avatar, its own
 * referral code and one of the stock avatars by id; `fields` override any of that.
 */
export function newAccount(context: SandboxContext, id: number, fields: NewAccountFields): Account {
  return {
    id,
    nickname: fields.username,
    type: MEMBER_TYPE.member,
    mustChangePassword: false,
    lastLoginAt: null,
    createdAt: context.now(),
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    payeeName: null,
    upline: null,
    affiliateCode: null,
    referralCode: `R${id}`,
    referredBy: null,
    avatar: { avatar: `/sandbox-assets/avatar/${id % 8}.svg`, avatarType: 'STATIC' },
    labels: { club: null, member: [] },
    ...fields,
  };
}

/** Salt and PBKDF2-SHA-256 hash of a password. */
export async function hashPassword(password: string, salt = toBase64(crypto.getRandomValues(new Uint8Array(16)))) {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations: PBKDF2_ITERATIONS },
    material,
    256,
  );
  return { salt, passwordHash: toBase64(new Uint8Array(bits)) };
}

/** Whether a password matches an account's hash. */
export async function passwordMatches(account: Account, password: string): Promise<boolean> {
  const { passwordHash } = await hashPassword(password, account.salt);
  return passwordHash === account.passwordHash;
}

/** The member-info view of an account (SPEC §3). */
export function memberInfoOf(account: Account) {
  return {
    id: account.id,
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    toUpline: account.upline !== null,
    clubLabel: account.labels.club ? { labelName: account.labels.club } : null,
    memberLabel: account.labels.member.map((labelName) => ({ labelName })),
    mobileNum: account.mobileNum,
    countryDialingCode: account.countryDialingCode,
    email: account.email,
  };
}

/** The account behind a session; a session whose account is gone counts as expired (401). */
export function accountOfSession(context: SandboxContext, session: { username: string } | null): Account {
  const account = session ? findAccount(context, session.username) : undefined;
  if (!account) throw new Rejection('in_logged_login', { status: 401 });
  return account;
}
