import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMoneyAction } from '../src';
import { check, type Draft, type Intent, manualClock, setUp } from './money-action-set-up';

describe('money action: the form', () => {
  it('starts editing an empty form, with nothing to confirm', () => {
    const { action } = setUp();
    expect(action.state).toEqual({
      status: 'editing',
      draft: { amount: '', password: '' },
      problems: {},
      intent: null,
      idempotencyKey: null,
      refusal: null,
      refusedField: null,
      failure: null,
      result: null,
      since: 1_000_000,
      canConfirm: false,
    });
    expect(action.confirm()).toBeNull();
  });

  it('keeps what is typed, field by field', () => {
    const { action } = setUp();
    action.edit({ amount: '12' });
    action.edit({ password: '1' });
    expect(action.state.draft).toEqual({ amount: '12', password: '1' });
  });

  it('stays on the form with every problem of the check, by field, and makes no key', () => {
    const { action, keysMade } = setUp();
    action.edit({ amount: '99.99' });
    const state = action.submit(check);
    expect(state.status).toBe('editing');
    expect(state.problems).toEqual({
      amount: { key: 'amount_below_minimum_figure', params: { min: '100.00' } },
      password: { key: 'not_empty' },
    });
    expect(keysMade()).toBe(0);
    expect(action.confirm()).toBeNull();
  });

  it('clears a field’s problem when that field changes, and only that one', () => {
    const { action } = setUp();
    action.submit(check);
    const state = action.edit({ amount: '150' });
    expect(state.problems).toEqual({ password: { key: 'not_empty' } });
  });

  it('goes to confirming with the checked intent and a new key when the check passes', () => {
    const { action, fill } = setUp();
    fill('1,000');
    const state = action.submit(check);
    expect(state).toMatchObject({
      status: 'confirming',
      intent: { amount: '1000.00', password: '246810' },
      idempotencyKey: 'key-1',
      problems: {},
      canConfirm: true,
    });
  });

  it('goes back from the confirmation to the form as typed', () => {
    const { action, fill } = setUp();
    fill('300');
    action.submit(check);
    const state = action.back();
    expect(state.status).toBe('editing');
    expect(state.draft).toEqual({ amount: '300', password: '246810' });
    expect(state.canConfirm).toBe(false);
  });

  it('ignores a submit while confirming or sending', () => {
    const { action, fill, keysMade } = setUp();
    fill();
    action.submit(check);
    expect(action.submit(check).status).toBe('confirming');
    action.confirm();
    expect(action.submit(check).status).toBe('sending');
    expect(keysMade()).toBe(1);
  });
});

describe('money action: sending once', () => {
  it('answers what to send on confirm: the intent and its key', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    expect(action.confirm()).toEqual({ intent: { amount: '200.00', password: '246810' }, idempotencyKey: 'key-1' });
    expect(action.state).toMatchObject({ status: 'sending', canConfirm: false });
  });

  it('sends nothing on a second confirm while the first is on its way (a double click)', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    expect(action.confirm()).not.toBeNull();
    expect(action.confirm()).toBeNull();
    expect(action.confirm()).toBeNull();
  });

  it('takes no edit, back or again while sending', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    action.confirm();
    const sending = action.state;
    expect(action.edit({ amount: '5' })).toBe(sending);
    expect(action.back()).toBe(sending);
    expect(action.again()).toBe(sending);
  });

  it('ignores an answer that comes when nothing is on its way', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    const confirming = action.state;
    expect(action.succeeded({ reference: 'X' })).toBe(confirming);
    expect(action.refused({ key: 'same_wallet' })).toBe(confirming);
    expect(action.failed({ key: 'in_network_again' })).toBe(confirming);
  });

  it('never sends more often than confirms were allowed, whatever the order of presses (property)', () => {
    const press = fc.constantFrom('confirm', 'confirm', 'answer', 'fail', 'back', 'submit', 'edit');
    fc.assert(
      fc.property(fc.array(press, { maxLength: 40 }), (presses) => {
        const { action, fill } = setUp();
        fill();
        let onItsWay = 0;
        for (const pressed of presses) {
          if (pressed === 'confirm' && action.confirm()) onItsWay += 1;
          if (pressed === 'answer' && onItsWay > 0) {
            action.succeeded({ reference: 'R' });
            onItsWay -= 1;
            fill();
          }
          if (pressed === 'fail' && onItsWay > 0) {
            action.failed({ key: 'in_network_again' });
            onItsWay -= 1;
          }
          if (pressed === 'back') action.back();
          if (pressed === 'submit') action.submit(check);
          if (pressed === 'edit') action.edit({ amount: '250' });
          expect(onItsWay).toBeLessThanOrEqual(1);
          expect(action.state.status === 'sending').toBe(onItsWay === 1);
        }
      }),
    );
  });
});

describe('money action: one idempotency key per intent', () => {
  it('sends the same key again when the same intent is confirmed after a failure', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    const first = action.confirm();
    action.failed({ key: 'in_network_again' });
    expect(action.state.canConfirm).toBe(true);
    expect(action.confirm()).toEqual(first);
  });

  it('keeps the key when the same intent is submitted again after going back to the form', () => {
    const { action, fill } = setUp();
    fill('200');
    action.submit(check);
    action.confirm();
    action.failed({ key: 'timeout_retry_please' });
    action.back();
    fill('200.00');
    expect(action.submit(check).idempotencyKey).toBe('key-1');
  });

  it('makes a new key for a changed intent', () => {
    const { action, fill } = setUp();
    fill('200');
    action.submit(check);
    action.back();
    fill('201');
    expect(action.submit(check).idempotencyKey).toBe('key-2');
  });

  it('makes a new key for the next intent after a success, even for the same amount', () => {
    const { action, fill } = setUp();
    fill('200');
    action.submit(check);
    action.confirm();
    action.succeeded({ reference: 'R1' });
    action.again();
    fill('200');
    expect(action.submit(check).idempotencyKey).toBe('key-2');
  });

  it('lets the sameIntent option say which intents are one (a password retyped is the same withdrawal)', () => {
    const time = manualClock();
    let made = 0;
    const action = createMoneyAction<Draft, Intent, never>({
      clock: time.clock,
      newKey: () => `key-${++made}`,
      initial: { amount: '200', password: '111111' },
      sameIntent: (a, b) => a.amount === b.amount,
    });
    action.submit(check);
    action.back();
    action.edit({ password: '222222' });
    expect(action.submit(check).idempotencyKey).toBe('key-1');
  });
});
