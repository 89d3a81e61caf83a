/** A member type as the platform sends it or as sessionStorage `isAgent` keeps it: number or numeric string. */
export type MemberType = number | string | null | undefined;

/** Member types that are agents (PLATFORM-FACTS §7.1). */
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
/** Member types that are trial (non-real) accounts (PLATFORM-FACTS §7.1). */
export const TRIAL_MEMBER_TYPES: readonly number[] = [4];

function toMemberType(type: MemberType): number | undefined {
  if (typeof type === 'number') return type;
  if (typeof type !== 'string' || type.trim() === '') return undefined;
  const parsed = Number(type);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** True for agent member types 1, 2, 41, 42, given as a number or a numeric string (SPEC §4, §6). */
export function isAgentAccount(type: MemberType): boolean {
  const parsed = toMemberType(type);
  return parsed !== undefined && AGENT_MEMBER_TYPES.includes(parsed);
}

/** True for the trial member type 4, given as a number or a numeric string (SPEC §4, §6). */
export function isTrialAccount(type: MemberType): boolean {
  const parsed = toMemberType(type);
  return parsed !== undefined && TRIAL_MEMBER_TYPES.includes(parsed);
}

/** What a gated action does: go ahead, open the login popup, or warn that a real account is needed. */
export type GateDecision = 'allowed' | 'login' | 'need-real-account';

/** Who is acting: the session token (if any) and the raw member type kept as `isAgent`. */
export interface GateSession {
  token: string | null | undefined;
  isAgent: MemberType;
}

/** Decides a gated action: no token → 'login'; trial account → 'need-real-account'; else 'allowed' (SPEC §4). */
export function gateAction(session: GateSession): GateDecision {
  if (!session.token) return 'login';
  if (isTrialAccount(session.isAgent)) return 'need-real-account';
  return 'allowed';
}

/** The member centre needs a token and a non-trial account (SPEC §6). */
export function canEnterMemberCentre(session: GateSession): boolean {
  return gateAction(session) === 'allowed';
}

/** The agent centre needs a token and an agent member type (SPEC §4, §6). */
export function canEnterAgentCentre(session: GateSession): boolean {
  return Boolean(session.token) && isAgentAccount(session.isAgent);
}

/** Why a centre refuses entry, or that it lets the user in (SPEC §6, §8). */
export type CentreAccess =
  | { allowed: true }
  | { allowed: false; action: 'login' }
  | { allowed: false; messageKey: 'in_need_true_account' | 'error_not_agent' };

/** Checks entry to the member or agent centre: login first, then real account (member) or agent type (agent). */
export function checkCentreAccess(centre: 'member' | 'agent', session: GateSession): CentreAccess {
  const gate = gateAction(session);
  if (gate === 'login') return { allowed: false, action: 'login' };
  if (centre === 'agent') {
    return isAgentAccount(session.isAgent) ? { allowed: true } : { allowed: false, messageKey: 'error_not_agent' };
  }
  return gate === 'allowed' ? { allowed: true } : { allowed: false, messageKey: 'in_need_true_account' };
}
