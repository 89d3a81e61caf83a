import { describe, expect, it } from 'vitest';
import { checkWithdrawalConfirmation, resolveWithdrawalConfirmation } from '../src';

describe('withdrawal confirmation (SPEC §4, §9)', () => {
  const createdAt = Date.UTC(2024, 0, 1, 12);
  it('needs a proof upload when the payer says not received', () => {
    expect(checkWithdrawalConfirmation({ choice: 'not-received' })).toEqual({ key: 'proof_required' });
    expect(checkWithdrawalConfirmation({ choice: 'not-received', proofCount: 1 })).toBeNull();
    expect(checkWithdrawalConfirmation({ choice: 'received' })).toBeNull();
    expect(checkWithdrawalConfirmation({ choice: 'full-payment' })).toBeNull();
  });
  it('takes the payer’s answer as given', () => {
    const outcome = resolveWithdrawalConfirmation({
      confirmation: { choice: 'full-payment' },
      createdAt,
      now: createdAt + 3_600_000,
      autoConfirmMinutes: 30,
    });
    expect(outcome).toMatchObject({ status: 'full-payment', forced: false });
  });
  it('stays pending before the N minutes are up', () => {
    const outcome = resolveWithdrawalConfirmation({
      confirmation: null,
      createdAt,
      now: createdAt + 29 * 60_000,
      autoConfirmMinutes: 30,
    });
    expect(outcome).toEqual({ status: 'pending', forced: false, autoReceivedAt: createdAt + 30 * 60_000 });
  });
  it('counts as received, forced and not refunded, once N minutes pass unanswered', () => {
    const outcome = resolveWithdrawalConfirmation({
      confirmation: undefined,
      createdAt,
      now: createdAt + 30 * 60_000,
      autoConfirmMinutes: 30,
    });
    expect(outcome).toMatchObject({ status: 'received', forced: true });
  });
});
