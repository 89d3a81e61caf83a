import { type CallDefinition, type QueryScope, scopeOf } from '../call';

const ROOT = 'lobbykit';

/** A query key: root, scope, call name, input, language; prefixes of it select groups of queries. */
export type PlatformQueryKey = readonly [typeof ROOT, QueryScope, string, unknown, string];

type Keyed = Pick<CallDefinition, 'name' | 'token'>;

/** The one query-key factory, so no screen writes a key by hand. */
export const platformKeys = {
  /** Every platform query. */
  all: () => [ROOT] as const,
  /** Every query of one scope, e.g. `member` to drop the account's data at logout. */
  scope: (scope: QueryScope) => [ROOT, scope] as const,
  /** Every query of one call, whatever its input and language (for invalidation). */
  call: (definition: Keyed) => [ROOT, scopeOf(definition), definition.name] as const,
  /** The exact key of one call with one input in one language. */
  query: (definition: Keyed, input: unknown, language: string): PlatformQueryKey => [
    ROOT,
    scopeOf(definition),
    definition.name,
    input ?? {},
    language,
  ],
  /** The key of a mutation of one call. */
  mutation: (definition: Pick<CallDefinition, 'name'>) => [ROOT, 'mutation', definition.name] as const,
  /** Every query of the calls named, in either scope: what a write's `invalidates` lists. */
  named: (names: readonly string[]) => ({
    predicate: (query: { queryKey: readonly unknown[] }) =>
      query.queryKey[0] === ROOT && names.includes(String(query.queryKey[2])),
  }),
};
