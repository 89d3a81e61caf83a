import { type AnyCall, type CallInput, type CallOutput, isPlatformError } from '@lobbykit/api-client';
import {
  type AmountCheck,
  createMoneyAction,
  type DraftField,
  type DraftProblems,
  type MoneyIntentCheck,
  type RefusalMessage,
  readPlatformRefusal,
} from '@lobbykit/domain';
import { useState } from 'react';
import { useCallMutation } from '../call-hooks';
import { useClock } from '../clock-provider';

/** What a money form differs in: its call, its empty form, and how a checked intent becomes the call's input. */
export type MoneyFlowOptions<D extends AnyCall, Draft, Intent> = {
  call: D;
  /** The empty form (read once). */
  initial: Draft;
  toInput: (intent: Intent) => CallInput<D>;
  /** The form after a success; by default the empty form. */
  afterDone?: (draft: Draft) => Draft;
  /** The field a platform refusal belongs to, when the player fixes it there (a wrong payment password). */
  fieldOf?: (refusalKey: string) => DraftField<Draft> | undefined;
};

/**
 * A platform error as the money flow tells it: refused with the platform's key (the message names the figure the
 * refusal carries, if any), or not refused (`refusedWith` null) with why it could not be sent or answered.
 */
export function refusalOf(error: unknown): { refusedWith: string | null; message: RefusalMessage } {
  if (!isPlatformError(error)) return { refusedWith: null, message: { key: 'unknown_error' } };
  if (error.kind !== 'rejected') return { refusedWith: null, message: { key: error.messageKey } };
  return { refusedWith: error.messageKey, message: readPlatformRefusal(error.messageKey, error.value) };
}

/**
 * Renders a money form on the domain's money action (editing → confirming → sending → done / refused / failed) with
 * the nearest clock: the form gives its check at submit and its call's input; the hook sends the confirmed intent
 * with its idempotency key and reports the platform's answer. A confirm while one is on its way sends nothing, even
 * before React re-renders, because the machine, not the render, decides.
 */
export function useMoneyFlow<D extends AnyCall, Draft extends object, Intent>(
  options: MoneyFlowOptions<D, Draft, Intent>,
) {
  const clock = useClock();
  const mutation = useCallMutation(options.call);
  const [machine] = useState(() =>
    createMoneyAction<Draft, Intent, CallOutput<D>>({
      clock,
      newKey: () => crypto.randomUUID(),
      initial: options.initial,
      afterDone: options.afterDone,
    }),
  );
  const [state, setState] = useState(machine.state);

  function confirm() {
    const sending = machine.confirm();
    setState(machine.state);
    if (!sending) return;
    // TanStack's rest-tuple typing of `mutate` does not resolve for a generic call definition.
    const mutate = mutation.mutate as unknown as (
      variables: unknown,
      callbacks: { onSuccess: (value: unknown) => void; onError: (error: unknown) => void },
    ) => void;
    mutate(
      { ...options.toInput(sending.intent), idempotencyKey: sending.idempotencyKey },
      {
        onSuccess: (value) => setState(machine.succeeded(value as CallOutput<D>)),
        onError: (error) => {
          const { refusedWith, message } = refusalOf(error);
          setState(
            refusedWith === null ? machine.failed(message) : machine.refused(message, options.fieldOf?.(refusedWith)),
          );
        },
      },
    );
  }

  return {
    state,
    /** The request is on its way. */
    pending: state.status === 'sending',
    /** The refusal or failure to show beside Confirm, if any. */
    notice: state.refusal ?? state.failure,
    edit: (patch: Partial<Draft>) => setState(machine.edit(patch)),
    /** Checks the draft with the form's check; answers the new state (its problems tell which field to focus). */
    submit: (check: (draft: Draft) => MoneyIntentCheck<Draft, Intent>) => {
      const next = machine.submit(check);
      setState(next);
      return next;
    },
    confirm,
    back: () => setState(machine.back()),
    again: () => setState(machine.again()),
  };
}

/** A form's check of one amount field: the intent built from the checked amount, or the refusal at that field. */
export function checkedAmount<Draft, Intent>(
  field: DraftField<Draft>,
  checked: AmountCheck,
  intent: (amount: string) => Intent,
): MoneyIntentCheck<Draft, Intent> {
  if (checked.ok) return { ok: true, intent: intent(checked.amount) };
  return { ok: false, problems: { [field]: checked.message } as DraftProblems<Draft> };
}
