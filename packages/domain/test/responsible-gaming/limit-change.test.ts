import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  dropPendingLimitChange,
  LIMIT_INCREASE_DELAY_MS,
  type LimitSetting,
  settleLimit,
} from '../../src';

const NOW = Date.UTC(2025, 0, 10, 12);
const DAY = LIMIT_INCREASE_DELAY_MS;

describe('changing a limit: lower at once, raise or remove after 24 hours', () => {
  it('applies a first limit at once', () => {
    expect(changeLimit(null, 10_000n, NOW)).toEqual({
      setting: { value: 10_000n, pending: null },
      outcome: 'applied',
      effectiveAt: NOW,
    });
  });

  it('applies a lower limit at once', () => {
    const result = changeLimit({ value: 10_000n, pending: null }, 5_000n, NOW);
    expect([result.outcome, result.setting]).toEqual(['applied', { value: 5_000n, pending: null }]);
  });

  it('keeps a raise pending for 24 hours, the old limit in force meanwhile', () => {
    const result = changeLimit({ value: 10_000n, pending: null }, 20_000n, NOW);
    expect(result).toEqual({
      setting: { value: 10_000n, pending: { value: 20_000n, effectiveAt: NOW + DAY } },
      outcome: 'pending',
      effectiveAt: NOW + DAY,
    });
  });

  it('keeps a removal pending for 24 hours', () => {
    const result = changeLimit({ value: 30, pending: null }, null, NOW);
    expect(result.setting).toEqual({ value: 30, pending: { value: null, effectiveAt: NOW + DAY } });
  });

  it('changes nothing when asked for the limit in force, or to remove a limit that is not set', () => {
    const setting = { value: 10_000n, pending: { value: 20_000n, effectiveAt: NOW + 5 } };
    expect(changeLimit(setting, 10_000n, NOW)).toEqual({ setting, outcome: 'unchanged', effectiveAt: NOW });
    expect(changeLimit(null, null, NOW)).toEqual({ setting: null, outcome: 'unchanged', effectiveAt: NOW });
  });

  it('drops a waiting raise when the player lowers the limit', () => {
    const setting = { value: 10_000n, pending: { value: 50_000n, effectiveAt: NOW + 1_000 } };
    expect(changeLimit(setting, 8_000n, NOW).setting).toEqual({ value: 8_000n, pending: null });
  });

  it('replaces a waiting raise with a new one that waits 24 hours anew', () => {
    const setting = { value: 10_000n, pending: { value: 20_000n, effectiveAt: NOW + 1_000 } };
    expect(changeLimit(setting, 30_000n, NOW + 2_000).setting?.pending).toEqual({
      value: 30_000n,
      effectiveAt: NOW + 2_000 + DAY,
    });
  });

  it('measures a change against the limit in force once a waiting change has taken effect', () => {
    const setting = { value: 10_000n, pending: { value: 20_000n, effectiveAt: NOW } };
    // 15,000 is below the 20,000 now in force: a lowering, so at once.
    expect(changeLimit(setting, 15_000n, NOW).outcome).toBe('applied');
  });
});

describe('a pending change takes effect by the clock', () => {
  const raise: LimitSetting<bigint> = { value: 100n, pending: { value: 200n, effectiveAt: NOW + DAY } };

  it('is not in force a moment before its time, and is at its time', () => {
    expect(settleLimit(raise, NOW + DAY - 1)).toBe(raise);
    expect(settleLimit(raise, NOW + DAY)).toEqual({ value: 200n, pending: null });
  });

  it('removes the limit when the waiting change is a removal', () => {
    expect(settleLimit({ value: 100n, pending: { value: null, effectiveAt: NOW } }, NOW)).toBeNull();
  });

  it('leaves a limit without a waiting change, and no limit, alone', () => {
    expect(settleLimit({ value: 5, pending: null }, NOW)).toEqual({ value: 5, pending: null });
    expect(settleLimit(null, NOW)).toBeNull();
  });
});

describe('cancelling a pending change', () => {
  it('keeps the limit in force and drops what waited', () => {
    expect(dropPendingLimitChange({ value: 100n, pending: { value: null, effectiveAt: NOW + DAY } }, NOW)).toEqual({
      value: 100n,
      pending: null,
    });
  });

  it('finds nothing to cancel once the change took effect, or when none waits', () => {
    expect(dropPendingLimitChange({ value: 100n, pending: { value: 300n, effectiveAt: NOW } }, NOW)).toBeNull();
    expect(dropPendingLimitChange({ value: 100n, pending: null }, NOW)).toBeNull();
    expect(dropPendingLimitChange(null, NOW)).toBeNull();
  });
});
