import { describe, expect, it } from 'vitest';
import {
  AMOUNT_REFUSAL_FIGURE_KEYS,
  AMOUNT_REFUSAL_FIGURES,
  checkAmount,
  checkPointConversion,
  DOMAIN_MESSAGE_KEYS,
  moneyFiguresOf,
  readPlatformRefusal,
} from '../src';

describe('amount refusals name the figure', () => {
  it('reads a platform refusal with its figure as the key that names it', () => {
    expect(readPlatformRefusal('amount_below_minimum', { min: '100.00' })).toEqual({
      key: 'amount_below_minimum_figure',
      params: { min: '100.00' },
    });
    expect(readPlatformRefusal('amount_above_maximum', { max: '50000.00' })).toEqual({
      key: 'amount_above_maximum_figure',
      params: { max: '50000.00' },
    });
    expect(readPlatformRefusal('insufficient_balance', { available: '12.5' })).toEqual({
      key: 'insufficient_balance_figure',
      params: { available: '12.5' },
    });
    expect(readPlatformRefusal('points_convert_step', { step: 100 })).toEqual({
      key: 'points_convert_step_figure',
      params: { step: 100 },
    });
  });

  it('takes a money figure sent as a number with 2 decimals, and points sent as digits', () => {
    expect(readPlatformRefusal('amount_below_minimum', { min: 100 }).params).toEqual({ min: '100.00' });
    expect(readPlatformRefusal('points_below_minimum', { min: '1000' }).params).toEqual({ min: 1000 });
  });

  it('keeps the platform’s own key when the figure is missing or is no figure, so no placeholder shows', () => {
    expect(readPlatformRefusal('amount_below_minimum', null)).toEqual({ key: 'amount_below_minimum' });
    expect(readPlatformRefusal('amount_below_minimum', {})).toEqual({ key: 'amount_below_minimum' });
    expect(readPlatformRefusal('amount_below_minimum', { min: 'a lot' })).toEqual({ key: 'amount_below_minimum' });
    expect(readPlatformRefusal('amount_below_minimum', { min: '1.234' })).toEqual({ key: 'amount_below_minimum' });
    expect(readPlatformRefusal('points_not_enough', { available: 2.5 })).toEqual({ key: 'points_not_enough' });
    expect(readPlatformRefusal('points_not_enough', { available: -1 })).toEqual({ key: 'points_not_enough' });
  });

  it('passes any other refusal through as its key, whatever its value', () => {
    expect(readPlatformRefusal('channel_not_found', { min: '1.00' })).toEqual({ key: 'channel_not_found' });
    expect(readPlatformRefusal('toString', {})).toEqual({ key: 'toString' });
  });

  it('tells which params are money, to be shown with the currency label', () => {
    expect(moneyFiguresOf({ key: 'amount_below_minimum_figure' })).toEqual(['min']);
    expect(moneyFiguresOf({ key: 'insufficient_balance_figure' })).toEqual(['available']);
    expect(moneyFiguresOf({ key: 'points_not_enough_figure' })).toEqual([]);
    expect(moneyFiguresOf({ key: 'amount_below_minimum' })).toEqual([]);
  });

  it('lists every key that names a figure among the domain’s message keys', () => {
    expect(DOMAIN_MESSAGE_KEYS).toEqual(expect.arrayContaining(AMOUNT_REFUSAL_FIGURE_KEYS));
    expect(AMOUNT_REFUSAL_FIGURE_KEYS).toHaveLength(Object.keys(AMOUNT_REFUSAL_FIGURES).length);
  });

  it('says the client’s own checks the way the platform’s refusals read', () => {
    const limits = { min: '100.00', max: '50000.00', available: '1234.50' };
    const refusal = (typed: string) => {
      const checked = checkAmount(typed, limits);
      return checked.ok ? null : checked.message;
    };
    expect(refusal('50.25')).toEqual(readPlatformRefusal('amount_below_minimum', { min: '100.00' }));
    expect(refusal('60000')).toEqual(readPlatformRefusal('amount_above_maximum', { max: '50000.00' }));
    expect(refusal('1234.51')).toEqual(readPlatformRefusal('insufficient_balance', { available: '1234.50' }));
    const rule = { step: 100, stepAmount: '10.00', min: 1000 };
    const points = (typed: string) => {
      const checked = checkPointConversion(typed, rule, 5_000);
      return checked.ok ? null : checked.message;
    };
    expect(points('900')).toEqual(readPlatformRefusal('points_below_minimum', { min: 1000 }));
    expect(points('1050')).toEqual(readPlatformRefusal('points_convert_step', { step: 100 }));
    expect(points('5100')).toEqual(readPlatformRefusal('points_not_enough', { available: 5_000 }));
  });
});
