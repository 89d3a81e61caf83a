import { describe, expect, it } from 'vitest';
import {
  DOMAIN_MESSAGE_KEYS,
  moneyFiguresOf,
  PROTECTION_MESSAGE_KEYS,
  readProtectionRefusal,
  timeFiguresOf,
} from '../../src';

describe('reading a protection refusal', () => {
  it('names what a deposit limit leaves, as money', () => {
    const message = readProtectionRefusal('deposit_limit_exceeded', { left: '60.00', kind: 'deposit', period: 'day' });
    expect(message).toEqual({ key: 'deposit_limit_left_figure', params: { left: '60.00' } });
    expect(moneyFiguresOf(message)).toEqual(['left']);
  });

  it('keeps the deposit-limit key when the platform did not say what is left', () => {
    expect(readProtectionRefusal('deposit_limit_exceeded', {})).toEqual({ key: 'deposit_limit_exceeded' });
  });

  it('says until when a time-out or self-exclusion runs, as a time', () => {
    const message = readProtectionRefusal('account_time_out_until', { kind: 'time-out', term: '24h', until: 1_234 });
    expect(message).toEqual({ key: 'account_time_out_until', params: { until: 1_234 } });
    expect(timeFiguresOf(message)).toEqual(['until']);
    expect(moneyFiguresOf(message)).toEqual([]);
    expect(readProtectionRefusal('account_self_excluded_until', { until: 99 })).toEqual({
      key: 'account_self_excluded_until',
      params: { until: 99 },
    });
  });

  it('says when a used-up loss or wager limit frees play again', () => {
    expect(readProtectionRefusal('loss_limit_reached', { period: 'day', resetsAt: 5_000 })).toEqual({
      key: 'loss_limit_reached_until',
      params: { until: 5_000 },
    });
    expect(readProtectionRefusal('wager_limit_reached', { resetsAt: 7 })).toEqual({
      key: 'wager_limit_reached_until',
      params: { until: 7 },
    });
  });

  it('falls back to words without a time when the time is missing or not a moment', () => {
    expect(readProtectionRefusal('account_time_out_until', null)).toEqual({ key: 'account_time_out' });
    expect(readProtectionRefusal('account_self_excluded_until', { until: 'soon' })).toEqual({
      key: 'account_self_excluded',
    });
    expect(readProtectionRefusal('loss_limit_reached', { resetsAt: -1 })).toEqual({ key: 'loss_limit_reached' });
    expect(timeFiguresOf({ key: 'account_time_out' })).toEqual([]);
  });

  it('reads any other refusal as the platform’s refusals are read', () => {
    expect(readProtectionRefusal('session_time_limit_ended', undefined)).toEqual({ key: 'session_time_limit_ended' });
    expect(readProtectionRefusal('amount_below_minimum', { min: '10.00' })).toEqual({
      key: 'amount_below_minimum_figure',
      params: { min: '10.00' },
    });
  });

  it('lists every key it can show among the domain’s keys, for the catalogues', () => {
    expect(PROTECTION_MESSAGE_KEYS.filter((key) => !(DOMAIN_MESSAGE_KEYS as readonly string[]).includes(key))).toEqual(
      [],
    );
    expect(PROTECTION_MESSAGE_KEYS).toEqual(
      expect.arrayContaining(['loss_limit_reached_until', 'account_time_out', 'deposit_limit_left_figure']),
    );
  });
});
