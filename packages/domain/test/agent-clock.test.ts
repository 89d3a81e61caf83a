import { describe, expect, it } from 'vitest';
import {
  AGENT_CLOCK_TICK_MS,
  checkTimeZoneOffset,
  gmtOffsetLabel,
  msUntilNextTick,
  PLATFORM_TIME_ZONE_OFFSET_MINUTES,
  readAgentClock,
} from '../src';

describe('agent clock (PLATFORM-FACTS §7.1)', () => {
  it('shows the platform time, UTC+7, with its GMT offset', () => {
    // 2026-06-17 05:00:00 UTC is 12:00:00 on the platform.
    expect(readAgentClock(Date.UTC(2026, 5, 17, 5, 0, 0))).toEqual({ time: '2026-06-17 12:00:00', zone: 'GMT+7' });
  });

  it('rolls the date at the platform’s midnight, not UTC’s', () => {
    expect(readAgentClock(Date.UTC(2026, 11, 31, 17, 0, 1)).time).toBe('2027-01-01 00:00:01');
    expect(readAgentClock(Date.UTC(2026, 11, 31, 16, 59, 59)).time).toBe('2026-12-31 23:59:59');
  });

  it('shows hours on a 24-hour clock', () => {
    expect(readAgentClock(Date.UTC(2026, 0, 2, 15, 4, 5)).time).toBe('2026-01-02 22:04:05');
  });

  it('takes another offset, and names half hours and offsets west of GMT', () => {
    expect(readAgentClock(Date.UTC(2026, 0, 2, 0, 0, 0), 330)).toEqual({
      time: '2026-01-02 05:30:00',
      zone: 'GMT+5:30',
    });
    expect(gmtOffsetLabel(0)).toBe('GMT+0');
    expect(gmtOffsetLabel(-180)).toBe('GMT-3');
    expect(gmtOffsetLabel(-210)).toBe('GMT-3:30');
    expect(gmtOffsetLabel(345)).toBe('GMT+5:45');
  });

  it('refuses an offset that is not whole minutes within ±14 hours', () => {
    expect(() => checkTimeZoneOffset(-15 * 60)).toThrow(RangeError);
    expect(checkTimeZoneOffset(-12 * 60)).toBe(-720);
    expect(PLATFORM_TIME_ZONE_OFFSET_MINUTES).toBe(420);
    expect(() => gmtOffsetLabel(15 * 60)).toThrow(RangeError);
    expect(() => gmtOffsetLabel(7.5)).toThrow(RangeError);
    expect(() => gmtOffsetLabel(Number.NaN)).toThrow(RangeError);
  });

  it('ticks once a second, on the second', () => {
    expect(AGENT_CLOCK_TICK_MS).toBe(1000);
    expect(msUntilNextTick(Date.UTC(2026, 0, 1, 0, 0, 0, 250))).toBe(750);
    expect(msUntilNextTick(Date.UTC(2026, 0, 1, 0, 0, 0, 0))).toBe(1000);
    expect(msUntilNextTick(999)).toBe(1);
  });
});
