import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPointConversion, mostConvertiblePoints, pointsToAmount, redeemReadiness } from '../src';

const rule = { step: 100, stepAmount: '10.00', min: 100 };

describe('converting points into money', () => {
  it('gives stepAmount for every step of points, exactly', () => {
    expect(pointsToAmount(300, rule)).toBe('30.00');
    expect(pointsToAmount(100, { step: 3, stepAmount: '0.10', min: 3 })).toBe('3.30');
  });
  it('accepts whole steps from the minimum up to the balance, thousands commas allowed', () => {
    expect(checkPointConversion(' 1,200 ', rule, 1_250)).toEqual({ ok: true, points: 1_200, amount: '120.00' });
  });
  it('names the figure of each refusal: the minimum, the step, the points held', () => {
    const message = (typed: string) => {
      const check = checkPointConversion(typed, rule, 1_000);
      return check.ok ? null : check.message;
    };
    expect(message('50')).toEqual({ key: 'points_below_minimum_figure', params: { min: 100 } });
    expect(message('150')).toEqual({ key: 'points_convert_step_figure', params: { step: 100 } });
    expect(message('1100')).toEqual({ key: 'points_not_enough_figure', params: { available: 1_000 } });
  });
  it('refuses what the platform would refuse, with the platform’s keys', () => {
    const refusal = (typed: string, balance = 1_000) => {
      const check = checkPointConversion(typed, rule, balance);
      return check.ok ? null : check.message.key;
    };
    expect(refusal('')).toBe('points_invalid');
    expect(refusal('12.5')).toBe('points_invalid');
    expect(refusal('0')).toBe('points_invalid');
    expect(refusal('50')).toBe('points_below_minimum_figure');
    expect(refusal('150')).toBe('points_convert_step_figure');
    expect(refusal('1100')).toBe('points_not_enough_figure');
  });
  it('offers at most the balance rounded down to a step, nothing below the minimum (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (balance) => {
        const most = mostConvertiblePoints(balance, rule);
        expect(most).toBeLessThanOrEqual(balance);
        expect(most % rule.step).toBe(0);
        if (most > 0) expect(checkPointConversion(String(most), rule, balance).ok).toBe(true);
        else expect(balance).toBeLessThan(rule.min);
      }),
    );
  });
});

describe('whether goods can be redeemed', () => {
  it('needs stock first, then the points', () => {
    expect(redeemReadiness({ pointsRequirement: 100, stock: 0 }, 5_000)).toBe('goods_out_of_stock');
    expect(redeemReadiness({ pointsRequirement: 100, stock: null }, 99)).toBe('points_not_enough');
    expect(redeemReadiness({ pointsRequirement: 100, stock: 1 }, 100)).toBe('ready');
  });
});
