import {
  type DataTag,
  mutationOptions,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { CallDefinition, CallInput, CallOutput } from '../call';
import { type PlatformCalls, platformCalls } from '../calls';
import type { PlatformClient } from '../client';
import { isPlatformError, type PlatformError } from '../errors';
import { type CallName, type PlatformQueryKey, platformKeys } from './keys';
import { DEFAULT_QUERY_POLICY, QUERY_POLICIES, refreshAfter } from './policies';

/** Query options of one read call, typed with its data and error. */
export type PlatformQueryOptions<D> = UseQueryOptions<CallOutput<D>, PlatformError, CallOutput<D>, PlatformQueryKey> & {
  queryKey: DataTag<PlatformQueryKey, CallOutput<D>, PlatformError>;
};

/** Variables of a mutation: the call's input, plus the intent's idempotency key for money calls. */
export type MutationVariables<D> = D extends { idempotent?: infer I }
  ? true extends I
    ? CallInput<D> & { idempotencyKey: string }
    : CallInput<D>
  : CallInput<D>;

/** Mutation options of one write call. */
export type PlatformMutationOptions<D> = UseMutationOptions<CallOutput<D>, PlatformError, MutationVariables<D>> & {
  mutationKey: readonly unknown[];
};

type ReadNames = { [Name in CallName]: PlatformCalls[Name]['method'] extends 'GET' ? Name : never }[CallName];
type WriteNames = Exclude<CallName, ReadNames>;

type QueryFactory<D> =
  Record<never, never> extends CallInput<D>
    ? (input?: CallInput<D>) => PlatformQueryOptions<D>
    : (input: CallInput<D>) => PlatformQueryOptions<D>;

/** Query and mutation option factories for every call; screens pass them to useQuery / useMutation. */
export interface PlatformQueries {
  /** One factory per GET call, named like the client's function. */
  queries: { [Name in ReadNames]: QueryFactory<PlatformCalls[Name]> };
  /** One factory per write call; money calls take `idempotencyKey` in their variables. */
  mutations: { [Name in WriteNames]: () => PlatformMutationOptions<PlatformCalls[Name]> };
}

/** A fresh idempotency key for one user intent: make it when the intent starts, reuse it when retrying that intent. */
export function createIntentKey(): string {
  return crypto.randomUUID();
}

/** Retries a read at most twice, and only when the network or the server failed, never on a refusal. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isPlatformError(error) && ['network', 'timeout', 'http'].includes(error.kind);
}

/** Builds the option factories over one client (DESIGN.md: screens never build keys by hand). */
export function createPlatformQueries(client: PlatformClient): PlatformQueries {
  const queries: Record<string, (input?: unknown) => unknown> = {};
  const mutations: Record<string, () => unknown> = {};
  const send = client as unknown as Record<string, (input: unknown, options?: object) => Promise<unknown>>;

  for (const [key, call] of Object.entries(platformCalls) as Array<[CallName, CallDefinition]>) {
    const name = key;
    if (call.method === 'GET') {
      const policy = QUERY_POLICIES[name] ?? DEFAULT_QUERY_POLICY;
      queries[name] = (input) =>
        queryOptions({
          queryKey: platformKeys.query(name, input, client.language()),
          queryFn: ({ signal }) => send[name]!(input ?? {}, { signal }),
          staleTime: policy.staleTime,
          retry: shouldRetryQuery,
          ...(policy.session ? { gcTime: Number.POSITIVE_INFINITY, meta: { persist: 'session' } } : {}),
        });
    } else {
      mutations[name] = () =>
        mutationOptions({
          mutationKey: platformKeys.mutation(name),
          mutationFn: (variables: unknown) => {
            const { idempotencyKey, ...input } = (variables ?? {}) as { idempotencyKey?: string };
            return send[name]!(call.idempotent ? input : (variables ?? {}), call.idempotent ? { idempotencyKey } : {});
          },
          // A write is never repeated by the cache: a money move must not happen twice (DESIGN.md).
          retry: 0,
          // Logout clears the account's data however the call ends (SPEC §4); other writes refresh on success.
          ...(call.session === 'end'
            ? { onSettled: (...args) => refreshAfter(name, 'end', args[4].client) }
            : { onSuccess: (...args) => refreshAfter(name, call.session, args[3].client) }),
        });
    }
  }
  return { queries, mutations } as unknown as PlatformQueries;
}
