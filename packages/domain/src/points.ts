import { fromMinorUnits, toMinorUnits } from './cashier-amount';
import type { DomainMessage } from './message-keys';

/**
 * How points turn into money (the points config call): `step` points give `stepAmount` ('10.00'), a conversion is
 * a whole multiple of `step` and at least `min` points.
 */
export interface PointConversionRule {
  step: number;
  stepAmount: string;
  min: number;
}

/** The result of {@link checkPointConversion}: the points to send and the money they give, or why not. */
export type PointConversionCheck = { ok: true; points: number; amount: string } | { ok: false; message: DomainMessage };

const TYPED_POINTS = /^(?:\d{1,3}(?:,\d{3})+|\d+)$/;

/** The money a number of points gives under a rule, exactly: 300 points at 100 for '10.00' → '30.00'. */
export function pointsToAmount(points: number, rule: PointConversionRule): string {
  return fromMinorUnits(BigInt(Math.floor(points / rule.step)) * toMinorUnits(rule.stepAmount));
}

/** The most points the player can convert now: the balance rounded down to the rule's step, 0 below the minimum. */
export function mostConvertiblePoints(balance: number, rule: PointConversionRule): number {
  const most = Math.floor(balance / rule.step) * rule.step;
  return most >= rule.min ? most : 0;
}

/**
 * Checks a conversion before it is sent, with the platform's own refusals: a whole number of points ('1,200'
 * allowed), at least the minimum, in whole steps, and no more than the player holds; each refusal names its figure
 * (the minimum, the step, the points held).
 */
export function checkPointConversion(typed: string, rule: PointConversionRule, balance: number): PointConversionCheck {
  const text = typed.trim();
  const points = TYPED_POINTS.test(text) ? Number(text.replaceAll(',', '')) : Number.NaN;
  if (!Number.isSafeInteger(points) || points <= 0) return { ok: false, message: { key: 'points_invalid' } };
  if (points < rule.min)
    return { ok: false, message: { key: 'points_below_minimum_figure', params: { min: rule.min } } };
  if (points % rule.step !== 0) {
    return { ok: false, message: { key: 'points_convert_step_figure', params: { step: rule.step } } };
  }
  if (points > balance)
    return { ok: false, message: { key: 'points_not_enough_figure', params: { available: balance } } };
  return { ok: true, points, amount: pointsToAmount(points, rule) };
}

/** What stands between a player and one unit of goods: nothing, the stock, or the points (checked in that order). */
export type RedeemReadiness = 'ready' | 'goods_out_of_stock' | 'points_not_enough';

/** Whether one unit of goods can be redeemed with the points held (`stock` null: unlimited). */
export function redeemReadiness(
  goods: { pointsRequirement: number; stock: number | null },
  points: number,
): RedeemReadiness {
  if (goods.stock !== null && goods.stock < 1) return 'goods_out_of_stock';
  if (points < goods.pointsRequirement) return 'points_not_enough';
  return 'ready';
}
