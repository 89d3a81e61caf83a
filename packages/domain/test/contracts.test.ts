import { describe, expect, it } from 'vitest';
import {
  agentCentrePageOf,
  agentCentrePages,
  contractsToTerminate,
  dailyWagePayDay,
  isContractPeriodType,
  mayActOnContract,
  nextRealTimeSalarySettlement,
  readContractFlags,
} from '../src';

describe('contract termination by a lower rate (SPEC §4)', () => {
  it('ends the downline contracts whose rate is above the new rate', () => {
    const downline = [
      { id: 'a', rate: 0.5 },
      { id: 'b', rate: 0.3 },
      { id: 'c', rate: 0.31 },
    ];
    expect(contractsToTerminate(0.3, downline).map((c) => c.id)).toEqual(['a', 'c']);
  });
  it('ends nothing when no downline rate is above the new rate', () => {
    expect(contractsToTerminate(1, [{ rate: 1 }])).toEqual([]);
  });
});

describe('who acts on a contract (SPEC §4)', () => {
  it('lets the upline offer when no contract is live', () => {
    expect(mayActOnContract('upline', 'offer', null)).toBe(true);
    expect(mayActOnContract('upline', 'offer', 'terminated')).toBe(true);
    expect(mayActOnContract('upline', 'offer', 'rejected')).toBe(true);
    expect(mayActOnContract('upline', 'offer', 'offered')).toBe(false);
    expect(mayActOnContract('upline', 'offer', 'accepted')).toBe(false);
  });
  it('never lets the upline accept, reject or terminate', () => {
    expect(mayActOnContract('upline', 'accept', 'offered')).toBe(false);
    expect(mayActOnContract('upline', 'terminate', 'accepted')).toBe(false);
  });
  it('lets the downline accept or reject an offer, and terminate an accepted contract', () => {
    expect(mayActOnContract('downline', 'accept', 'offered')).toBe(true);
    expect(mayActOnContract('downline', 'reject', 'offered')).toBe(true);
    expect(mayActOnContract('downline', 'accept', 'accepted')).toBe(false);
    expect(mayActOnContract('downline', 'terminate', 'accepted')).toBe(true);
    expect(mayActOnContract('downline', 'terminate', 'offered')).toBe(false);
    expect(mayActOnContract('downline', 'offer', null)).toBe(false);
  });
});

describe('contract periods and pay times (SPEC §3, §9)', () => {
  it('knows the period types D, W, H and M', () => {
    expect(['D', 'W', 'H', 'M'].every(isContractPeriodType)).toBe(true);
    expect(isContractPeriodType('Y')).toBe(false);
    expect(isContractPeriodType('toString')).toBe(false);
    expect(isContractPeriodType(1)).toBe(false);
  });
  it('settles real-time salary on the next 5-minute mark', () => {
    const t = Date.UTC(2024, 0, 1, 10, 7, 30);
    expect(nextRealTimeSalarySettlement(t)).toBe(Date.UTC(2024, 0, 1, 10, 10));
    expect(nextRealTimeSalarySettlement(Date.UTC(2024, 0, 1, 10, 10))).toBe(Date.UTC(2024, 0, 1, 10, 15));
  });
  it('pays the daily wage the day after the statistics day', () => {
    expect(dailyWagePayDay(Date.UTC(2024, 1, 28, 23, 59))).toBe(Date.UTC(2024, 1, 29));
  });
  it('reads the statistics day in the caller’s offset', () => {
    // 2024-03-01 20:00 UTC is already 2 March in UTC+7, so the pay day is 3 March local midnight.
    expect(dailyWagePayDay(Date.UTC(2024, 2, 1, 20), 420)).toBe(Date.UTC(2024, 2, 3) - 420 * 60_000);
  });
});

describe('agent-centre contract flags and pages (SPEC §2, PLATFORM-FACTS §6.9)', () => {
  it('reads the consolidated info flags', () => {
    expect(
      readContractFlags({
        divtypeinfo: true,
        dailysalinfotype: '1',
        contracthoursalinfo: 1,
        contractmrdailysalinfotype: 'true',
        realtimesalreqtype: true,
      }),
    ).toEqual({
      realTimeSalary: true,
      enableCt: true,
      salary: true,
      hourSalary: true,
      dailySalary: true,
    });
    expect(readContractFlags({ divtypeinfo: '0', dailysalinfotype: false })).toEqual({
      enableCt: false,
      salary: false,
      hourSalary: false,
      dailySalary: false,
      realTimeSalary: false,
    });
    expect(readContractFlags(null).enableCt).toBe(false);
  });
  it('lists dividend, daily and hourly salary pages only when their flag is on', () => {
    const none = agentCentrePages({ enableCt: false, salary: false, hourSalary: false });
    expect(none).toHaveLength(8);
    expect(none[1]).toBe('agentTeamOverview');
    const all = agentCentrePages({ enableCt: true, salary: true, hourSalary: true });
    expect(all.slice(8)).toEqual(['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary']);
    expect(agentCentrePages({ enableCt: false, salary: true, hourSalary: false }).slice(8)).toEqual([
      'agentDailyWages2',
    ]);
  });
  it('lists the real-time salary page last, only under realtimesalreqtype (issue 15)', () => {
    const flags = { enableCt: true, salary: true, hourSalary: true };
    expect(agentCentrePages({ ...flags, realTimeSalary: true }).slice(8)).toEqual([
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(agentCentrePages({ ...flags, realTimeSalary: false })).not.toContain('agentRealtimeSalary');
    expect(agentCentrePages({ enableCt: false, salary: false, hourSalary: false, realTimeSalary: true })).toHaveLength(
      9,
    );
  });
  it('reads the agent-centre page an address names (?ac=), else none', () => {
    expect(agentCentrePageOf('agentDailyWages2')).toBe('agentDailyWages2');
    expect(agentCentrePageOf('agentRealtimeSalary')).toBe('agentRealtimeSalary');
    expect(agentCentrePageOf('securityCenter')).toBeNull();
    expect(agentCentrePageOf('')).toBeNull();
    expect(agentCentrePageOf(null)).toBeNull();
  });
});
