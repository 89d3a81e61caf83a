import { describe, expect, it } from 'vitest';
import { JURISDICTION_PROFILES, readRegistrationLimits } from '../../src';

const offered = [
  { kind: 'deposit', required: true },
  { kind: 'loss', required: false },
] as const;

describe('limits at registration', () => {
  it('takes a typed amount over the chosen period, normalised as the platform takes it', () => {
    expect(
      readRegistrationLimits(offered, {
        deposit: { period: 'week', amount: ' 1,500.5 ' },
        loss: { period: 'day', amount: '20' },
      }),
    ).toEqual({
      limits: [
        { kind: 'deposit', period: 'week', amount: '1500.50' },
        { kind: 'loss', period: 'day', amount: '20.00' },
      ],
      issues: [],
    });
  });

  it('skips an optional limit left empty and refuses a required one', () => {
    expect(readRegistrationLimits(offered, { loss: { period: 'day', amount: '  ' } })).toEqual({
      limits: [],
      issues: [{ kind: 'deposit', key: 'register_limit_required' }],
    });
  });

  it('refuses an amount that is not a positive amount with two decimals at most', () => {
    for (const amount of ['0', '-5', '12.345', 'ten']) {
      expect(readRegistrationLimits(offered, { deposit: { period: 'day', amount } }).issues).toEqual([
        { kind: 'deposit', key: 'invalid_amount' },
      ]);
    }
  });

  it('reads nothing where the jurisdiction offers no limit at registration', () => {
    expect(
      readRegistrationLimits(JURISDICTION_PROFILES.default.limitsAtRegistration, {
        deposit: { period: 'day', amount: '50' },
      }),
    ).toEqual({ limits: [], issues: [] });
  });
});
