import { describe, expect, it } from 'vitest';
import { check, setUp } from './money-action-set-up';

describe('money action: results', () => {
  it('is done with the platform’s answer, and the form emptied for the next intent', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    action.confirm();
    const state = action.succeeded({ reference: 'R1' });
    expect(state).toMatchObject({ status: 'done', result: { reference: 'R1' }, draft: { amount: '', password: '' } });
    expect(action.confirm()).toBeNull();
  });

  it('empties the form the way afterDone says (a withdrawal keeps its payout account)', () => {
    const { action, fill } = setUp({ afterDone: (draft) => ({ ...draft, amount: '' }) });
    fill('300', '246810');
    action.submit(check);
    action.confirm();
    expect(action.succeeded({ reference: 'R' }).draft).toEqual({ amount: '', password: '246810' });
  });

  it('keeps the result readable while the next intent is typed, until it is submitted', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    action.confirm();
    action.succeeded({ reference: 'R1' });
    expect(action.edit({ amount: '150' })).toMatchObject({ status: 'editing', result: { reference: 'R1' } });
    action.edit({ password: '1' });
    expect(action.submit(check).result).toBeNull();
  });

  it('starts again from done with an empty form and no intent', () => {
    const { action, fill } = setUp();
    fill();
    action.submit(check);
    action.confirm();
    action.succeeded({ reference: 'R1' });
    expect(action.again()).toMatchObject({ status: 'editing', result: null, intent: null, idempotencyKey: null });
  });

  it('starts again from a failure without losing the open intent’s key: the same intent sent later is a retry', () => {
    const { action, fill } = setUp();
    fill('250');
    action.submit(check);
    action.confirm();
    action.failed({ key: 'in_network_again' });
    expect(action.again()).toMatchObject({ status: 'editing', failure: null, problems: {}, draft: { amount: '250' } });
    expect(action.submit(check).idempotencyKey).toBe('key-1');
  });

  it('exposes a refusal’s key and values, keeps what was typed, and lets the same intent be sent again', () => {
    const { action, fill } = setUp();
    fill('250');
    action.submit(check);
    const first = action.confirm();
    const refusal = { key: 'amount_above_maximum_figure', params: { max: '200.00' } };
    const state = action.refused(refusal);
    expect(state).toMatchObject({ status: 'refused', refusal, refusedField: null, failure: null, canConfirm: true });
    expect(state.draft).toEqual({ amount: '250', password: '246810' });
    expect(action.confirm()).toEqual(first);
  });

  it('puts a refusal that belongs to a field at that field, and sends nothing until the form is submitted again', () => {
    const { action, fill } = setUp();
    fill('250', '111111');
    action.submit(check);
    action.confirm();
    const wrong = { key: 'payment_password_incorrect' };
    const state = action.refused(wrong, 'password');
    expect(state).toMatchObject({ status: 'refused', refusedField: 'password', canConfirm: false });
    expect(state.problems).toEqual({ password: wrong });
    expect(action.confirm()).toBeNull();
  });

  it('keeps a field’s refusal while another field changes, and drops it when that field does', () => {
    const { action, fill } = setUp();
    fill('250', '111111');
    action.submit(check);
    action.confirm();
    action.refused({ key: 'payment_password_incorrect' }, 'password');
    expect(action.edit({ amount: '260' })).toMatchObject({
      status: 'editing',
      refusal: null,
      problems: { password: { key: 'payment_password_incorrect' } },
    });
    expect(action.edit({ password: '246810' }).problems).toEqual({});
  });

  it('fails with the message of what went wrong on the way, keeps the form, and clears it on a retry', () => {
    const { action, fill } = setUp();
    fill('250');
    action.submit(check);
    action.confirm();
    const state = action.failed({ key: 'in_network_again' });
    expect(state).toMatchObject({ status: 'failed', failure: { key: 'in_network_again' }, refusal: null });
    expect(state.draft.amount).toBe('250');
    action.confirm();
    expect(action.state).toMatchObject({ status: 'sending', failure: null });
  });

  it('goes back to the form from a refusal or a failure with everything typed', () => {
    const { action, fill } = setUp();
    fill('250');
    action.submit(check);
    action.confirm();
    action.refused({ key: 'channel_not_found' });
    expect(action.back()).toMatchObject({ status: 'editing', refusal: null, draft: { amount: '250' } });
  });
});

describe('money action: the clock', () => {
  it('stamps when each status began, on the injected clock', () => {
    const { action, fill, time } = setUp();
    fill();
    time.advance(5_000);
    expect(action.submit(check).since).toBe(1_005_000);
    time.advance(2_000);
    action.confirm();
    expect(action.state.since).toBe(1_007_000);
    time.advance(30_000);
    expect(action.state.since).toBe(1_007_000);
    expect(action.failed({ key: 'timeout_retry_please' }).since).toBe(1_037_000);
  });

  it('does not restamp an edit that stays on the form', () => {
    const { action, time } = setUp();
    time.advance(1_000);
    expect(action.edit({ amount: '1' }).since).toBe(1_000_000);
  });
});
