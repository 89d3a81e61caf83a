import type { AnyCall, CallInput, CallMutationOptions, CallOutput, PlatformError } from '@lobbykit/api-client';
import { useRef } from 'react';
import { useCallMutation } from './call-hooks';

/** What a money screen is told once its action has settled. */
export type MoneyActionCallbacks<D extends AnyCall> = {
  onSuccess?: (value: CallOutput<D>) => void;
  onError?: (error: PlatformError) => void;
};

type MutateCallbacks = {
  onSuccess: (value: unknown) => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
};

/**
 * One money intent (deposit, withdrawal, transfer, redeem, convert) sent at most once (DESIGN.md, rules that protect
 * users): a second send while one is on its way is ignored, even from a double click before React re-renders; the
 * same intent sent again after a failure carries the same idempotency key, so a request that reached the platform
 * before the connection dropped is not applied twice; a changed intent or a new one after success gets a fresh key.
 */
export function useMoneyAction<D extends AnyCall>(definition: D, extras: Partial<CallMutationOptions<D>> = {}) {
  const mutation = useCallMutation(definition, extras);
  const inFlight = useRef(false);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);

  function send(input: CallInput<D>, callbacks: MoneyActionCallbacks<D> = {}) {
    if (inFlight.current) return;
    inFlight.current = true;
    const fingerprint = JSON.stringify(input);
    if (intent.current?.fingerprint !== fingerprint) intent.current = { fingerprint, key: crypto.randomUUID() };
    // TanStack's rest-tuple typing of `mutate` does not resolve for a generic call definition.
    const mutate = mutation.mutate as unknown as (variables: unknown, options: MutateCallbacks) => void;
    mutate(
      { ...input, idempotencyKey: intent.current.key },
      {
        onSuccess: (value) => {
          intent.current = null;
          callbacks.onSuccess?.(value as CallOutput<D>);
        },
        onError: (error) => callbacks.onError?.(error as PlatformError),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return { send, isPending: mutation.isPending, error: mutation.error, data: mutation.data, reset: mutation.reset };
}
