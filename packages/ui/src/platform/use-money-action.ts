import type { AnyCall, CallInput, CallMutationOptions, CallOutput, PlatformError } from '@lobbykit/api-client';
import { createMoneyAction } from '@lobbykit/domain';
import { useState } from 'react';
import { useCallMutation } from './call-hooks';
import { useClock } from './clock-provider';
import { refusalOf } from './money/use-money-flow';

/** What a money screen is told once its action has settled. */
export type MoneyActionCallbacks<D extends AnyCall> = {
  onSuccess?: (value: CallOutput<D>) => void;
  onError?: (error: PlatformError) => void;
};

type MutateCallbacks = {
  onSuccess: (value: unknown) => void;
  onError: (error: unknown) => void;
};

/**
 * One money intent (deposit, withdrawal, transfer, redeem, convert) sent at most once, for a screen with no
 * confirmation step of its own (a dialog that sends on submit); forms with one use `useMoneyFlow`. Both stand on the
 * domain's money action (DESIGN.md, rules that protect users): a second send while one is on its way is ignored, even
 * from a double click before React re-renders; the same intent sent again after a failure carries the same
 * idempotency key, so a request that reached the platform before the connection dropped is not applied twice; a
 * changed intent or a new one after success gets a fresh key.
 */
export function useMoneyAction<D extends AnyCall>(definition: D, extras: Partial<CallMutationOptions<D>> = {}) {
  const mutation = useCallMutation(definition, extras);
  const clock = useClock();
  const [machine] = useState(() =>
    createMoneyAction<object, CallInput<D>, CallOutput<D>>({ clock, newKey: () => crypto.randomUUID(), initial: {} }),
  );

  function send(input: CallInput<D>, callbacks: MoneyActionCallbacks<D> = {}) {
    machine.submit(() => ({ ok: true, intent: input }));
    const sending = machine.confirm();
    if (!sending) return;
    // TanStack's rest-tuple typing of `mutate` does not resolve for a generic call definition.
    const mutate = mutation.mutate as unknown as (variables: unknown, options: MutateCallbacks) => void;
    mutate(
      { ...sending.intent, idempotencyKey: sending.idempotencyKey },
      {
        onSuccess: (value) => {
          machine.succeeded(value as CallOutput<D>);
          callbacks.onSuccess?.(value as CallOutput<D>);
        },
        onError: (error) => {
          const { refusedWith, message } = refusalOf(error);
          if (refusedWith === null) machine.failed(message);
          else machine.refused(message);
          callbacks.onError?.(error as PlatformError);
        },
      },
    );
  }

  return { send, isPending: mutation.isPending, error: mutation.error, data: mutation.data, reset: mutation.reset };
}
