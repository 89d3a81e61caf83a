// A deposit-like money action, set up the same way for each of its tests: a manual clock, keys counted as made.
import { checkAmount, createMoneyAction, type MoneyIntentCheck } from '../src';

export type Draft = { amount: string; password: string };
export type Intent = { amount: string; password: string };

export function manualClock(start = 1_000_000) {
  let now = start;
  return {
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A deposit-like form: the amount checked against a 100.00 minimum and 1,000.00 held, a password required. */
export const check = (draft: Draft): MoneyIntentCheck<Draft, Intent> => {
  const amount = checkAmount(draft.amount, { min: '100.00', available: '1000.00' });
  const problems = {
    ...(amount.ok ? {} : { amount: amount.message }),
    ...(draft.password ? {} : { password: { key: 'not_empty' } }),
  };
  if (!amount.ok || !draft.password) return { ok: false, problems };
  return { ok: true, intent: { amount: amount.amount, password: draft.password } };
};

export function setUp(options: { afterDone?: (draft: Draft) => Draft } = {}) {
  const time = manualClock();
  let made = 0;
  const action = createMoneyAction<Draft, Intent, { reference: string }>({
    clock: time.clock,
    newKey: () => `key-${++made}`,
    initial: { amount: '', password: '' },
    ...options,
  });
  const fill = (amount = '200', password = '246810') => action.edit({ amount, password });
  return { action, time, fill, keysMade: () => made };
}
