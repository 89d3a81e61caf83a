import { type PlatformCalls, platformCalls } from '../calls';

/** Which part of the cache a query lives in: `member` data belongs to the logged-in account and goes at logout. */
export type QueryScope = 'public' | 'member';

/** The name of a call. */
export type CallName = keyof PlatformCalls;

const ROOT = 'lobbykit';

/** A query key: root, scope, call name, input, language; prefixes of it select groups of queries. */
export type PlatformQueryKey = readonly [typeof ROOT, QueryScope, CallName, unknown, string];

/** The scope of a call: calls that need a token hold member data. */
export function scopeOf(name: CallName): QueryScope {
  return platformCalls[name].token === true ? 'member' : 'public';
}

/** The one query-key factory, so no screen writes a key by hand. */
export const platformKeys = {
  /** Every platform query. */
  all: () => [ROOT] as const,
  /** Every query of one scope, e.g. `member` to drop the account's data at logout. */
  scope: (scope: QueryScope) => [ROOT, scope] as const,
  /** Every query of one call, whatever its input and language (for invalidation). */
  call: (name: CallName) => [ROOT, scopeOf(name), name] as const,
  /** The exact key of one call with one input in one language. */
  query: (name: CallName, input: unknown, language: string): PlatformQueryKey => [
    ROOT,
    scopeOf(name),
    name,
    input ?? {},
    language,
  ],
  /** The key of a mutation of one call. */
  mutation: (name: CallName) => [ROOT, 'mutation', name] as const,
};
