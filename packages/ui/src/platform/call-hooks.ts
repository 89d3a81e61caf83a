import {
  type AnyCall,
  type CallInput,
  type CallMutationOptions,
  type CallOutput,
  callMutation,
  callQuery,
  type PlatformError,
  type ReadCall,
} from '@lobbykit/api-client';
import { type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { usePlatform } from './platform-provider';
import { useServerRenderedQuery } from './server-rendered-query';

/** What a screen may add to a call's query options; the key, the fetch and the retry policy stay the call's. */
export type CallQueryExtras<D, Selected> = Partial<
  Pick<
    UseQueryOptions<CallOutput<D>, PlatformError, Selected>,
    'enabled' | 'staleTime' | 'gcTime' | 'select' | 'refetchInterval' | 'placeholderData'
  >
>;

/** The session token, as the transport's token store holds it; re-renders when it changes. */
export function useSessionToken(): string | null {
  const { tokenStore } = usePlatform().transport;
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

/**
 * Reads one call through the platform's transport: `useCallQuery(getBalance)`. A call that needs a session waits
 * for one, so a visitor's screen never fails with "session expired". While a server-rendered page hydrates, the read
 * shows as waiting, as the server rendered it; its answer shows from the next render.
 */
export function useCallQuery<D extends ReadCall, Selected = CallOutput<D>>(
  definition: D,
  input?: CallInput<D>,
  extras: CallQueryExtras<D, Selected> = {},
) {
  const { transport } = usePlatform();
  const token = useSessionToken();
  const options = (callQuery as (transport: unknown, definition: D, input?: CallInput<D>) => object)(
    transport,
    definition,
    input,
  );
  const waitsForSession = definition.token === true && token === null;
  const query = useQuery({
    ...(options as UseQueryOptions<CallOutput<D>, PlatformError, Selected>),
    ...extras,
    enabled: !waitsForSession && (extras.enabled ?? true),
  } as UseQueryOptions<CallOutput<D>, PlatformError, Selected>);
  // A server render has no answers: a hydrating browser shows none either, until the render after.
  return useServerRenderedQuery(query);
}

/** Sends one write through the platform's transport: `useCallMutation(transfer)`; never retried. */
export function useCallMutation<D extends AnyCall>(definition: D, extras: Partial<CallMutationOptions<D>> = {}) {
  const { transport } = usePlatform();
  return useMutation({ ...callMutation(transport, definition), ...extras });
}
