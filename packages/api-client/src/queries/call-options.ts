// Types only: the options are plain objects, so an app that sends calls without TanStack Query needs none of it.
import type { DataTag, QueryClient, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import { type AnyCall, type CallDefinition, type CallInput, type CallOutput, DEFAULT_QUERY_POLICY } from '../call';
import { isPlatformError, type PlatformError } from '../errors';
import type { Transport } from '../transport';
import { type PlatformQueryKey, platformKeys } from './keys';

/** Query options of one read call, typed with its data and error. */
export type CallQueryOptions<D> = UseQueryOptions<CallOutput<D>, PlatformError, CallOutput<D>, PlatformQueryKey> & {
  queryKey: DataTag<PlatformQueryKey, CallOutput<D>, PlatformError>;
};

/** Variables of a mutation: the call's input, plus the intent's idempotency key for money calls. */
export type MutationVariables<D> = D extends { idempotent?: infer I }
  ? true extends I
    ? CallInput<D> & { idempotencyKey: string }
    : CallInput<D>
  : CallInput<D>;

/** Mutation options of one write call. */
export type CallMutationOptions<D> = UseMutationOptions<CallOutput<D>, PlatformError, MutationVariables<D>> & {
  mutationKey: readonly unknown[];
};

/** A read call: anything with a GET definition. */
export type ReadCall = AnyCall & { method: 'GET' };

/** A fresh idempotency key for one user intent: make it when the intent starts, reuse it when retrying that intent. */
export function createIntentKey(): string {
  return crypto.randomUUID();
}

/** Retries a read at most twice, and only when the network or the server failed, never on a refusal. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isPlatformError(error) && ['network', 'timeout', 'http'].includes(error.kind);
}

/**
 * The query options of one read, as TanStack Query's `queryOptions` are one value per query:
 * `useQuery(callQuery(transport, getBalance))`. The key carries the language, so a switch refetches in the new one.
 * A live read is read again each time a screen showing it mounts and each time the tab comes back into view, whatever
 * the query client's defaults; a static one never on a tab's return.
 */
export function callQuery<D extends ReadCall>(
  transport: Transport,
  definition: D,
  ...[input]: Record<never, never> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>]
): CallQueryOptions<D> {
  const policy = definition.policy ?? DEFAULT_QUERY_POLICY;
  return {
    queryKey: platformKeys.query(definition, input, transport.language()),
    queryFn: ({ signal }) => transport.send(definition, input ?? {}, { signal }) as Promise<CallOutput<D>>,
    staleTime: policy.staleTime,
    ...(policy.freshness === 'live'
      ? { refetchOnMount: 'always', refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' }
      : { refetchOnWindowFocus: false }),
    retry: shouldRetryQuery,
    ...(policy.session ? { gcTime: Number.POSITIVE_INFINITY, meta: { persist: 'session' } } : {}),
  } as CallQueryOptions<D>;
}

/**
 * The mutation options of one write: `useMutation(callMutation(transport, transfer))`. Never retried (a money move
 * must not happen twice); money calls take `idempotencyKey` in their variables; a success makes stale what the
 * definition's `invalidates` names.
 */
export function callMutation<D extends AnyCall>(transport: Transport, definition: D): CallMutationOptions<D> {
  return {
    mutationKey: platformKeys.mutation(definition),
    mutationFn: (variables: MutationVariables<D>) => {
      const { idempotencyKey, ...input } = (variables ?? {}) as { idempotencyKey?: string };
      return transport.send(
        definition,
        definition.idempotent ? input : (variables ?? {}),
        definition.idempotent ? { idempotencyKey } : {},
      ) as Promise<CallOutput<D>>;
    },
    retry: 0,
    onSuccess: (...args) => refreshAfter(definition, args[3].client),
  } as CallMutationOptions<D>;
}

/**
 * Refreshes the reads a successful write made stale. A session that starts or ends is the session owner's to
 * handle (the ui's `SessionProvider` drops member data when the token store changes), so it refreshes nothing here.
 */
export async function refreshAfter(definition: Pick<CallDefinition, 'invalidates'>, queryClient: QueryClient) {
  if (!definition.invalidates?.length) return;
  await queryClient.invalidateQueries(platformKeys.named(definition.invalidates));
}
