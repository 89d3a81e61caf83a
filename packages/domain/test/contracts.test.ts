import { describe, expect, it } from 'vitest';
import {
  agentCentrePageOf,
  agentCentrePages,
  checkContractTiers,
  contractsToTerminate,
  contractTopRate,
  dailyWagePayDay,
  isContractPeriodType,
  MAX_CONTRACT_RATE,
  MAX_CONTRACT_TIERS,
  mayActOnContract,
  nextRealTimeSalarySettlement,
  reachedContractTier,
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
    expect(dailyWagePayDay(Date.UTC(2024, 1, 28, 23, 59), 0)).toBe(Date.UTC(2024, 1, 29));
  });
  it('reads the statistics day on the platform’s calendar unless told another offset', () => {
    // 2024-02-28 23:59 UTC is 29 February 06:59 on the platform (UTC+7): paid on 1 March, platform midnight.
    expect(dailyWagePayDay(Date.UTC(2024, 1, 28, 23, 59))).toBe(Date.UTC(2024, 2, 1) - 420 * 60_000);
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
  it('lists the real-time salary page last, only under realtimesalreqtype', () => {
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

describe('contract tiers (SPEC §3 contract fields)', () => {
  const tier = (minValidBet: number, rate: number, minActiveMembers = 0, minProfitLoss = 0) => ({
    minValidBet,
    minProfitLoss,
    minActiveMembers,
    rate,
  });

  it('takes one tier, or several with thresholds and rates strictly ascending', () => {
    expect(checkContractTiers([tier(0, 1)])).toBeNull();
    expect(checkContractTiers([tier(0, 0.5), tier(1000, 0.8, 2), tier(5000, 1.2, 5)])).toBeNull();
  });

  it('refuses no tier and more than the most tiers', () => {
    expect(checkContractTiers([])).toBe('contract_tiers_none');
    const many = Array.from({ length: MAX_CONTRACT_TIERS + 1 }, (_, index) => tier(index * 100, index + 1));
    expect(checkContractTiers(many)).toBe('contract_tiers_too_many');
    expect(checkContractTiers(many.slice(0, MAX_CONTRACT_TIERS))).toBeNull();
  });

  it('refuses a rate of 0 or less, above 100 % or above the upline’s own', () => {
    expect(checkContractTiers([tier(0, 0)])).toBe('contract_tier_rate_range');
    expect(checkContractTiers([tier(0, -1)])).toBe('contract_tier_rate_range');
    expect(checkContractTiers([tier(0, MAX_CONTRACT_RATE + 1)])).toBe('contract_tier_rate_range');
    expect(checkContractTiers([tier(0, 1), tier(100, 1.6)], 1.5)).toBe('contract_tier_rate_range');
    expect(checkContractTiers([tier(0, 1), tier(100, 1.5)], 1.5)).toBeNull();
    expect(checkContractTiers([tier(0, Number.NaN)])).toBe('contract_tier_rate_range');
  });

  it('refuses thresholds that do not rise, or fall, and negative ones', () => {
    expect(checkContractTiers([tier(1000, 1), tier(1000, 2)])).toBe('contract_tier_thresholds_order');
    expect(checkContractTiers([tier(1000, 1), tier(500, 2)])).toBe('contract_tier_thresholds_order');
    expect(checkContractTiers([tier(0, 1, 3), tier(500, 2, 2)])).toBe('contract_tier_thresholds_order');
    expect(checkContractTiers([tier(0, 1, 0, 100), tier(500, 2, 0, 50)])).toBe('contract_tier_thresholds_order');
    expect(checkContractTiers([tier(-1, 1)])).toBe('contract_tier_thresholds_order');
  });

  it('refuses rates that do not rise with the thresholds', () => {
    expect(checkContractTiers([tier(0, 1), tier(500, 1)])).toBe('contract_tier_rates_order');
    expect(checkContractTiers([tier(0, 1), tier(500, 0.5)])).toBe('contract_tier_rates_order');
  });

  it('compares contracts by their top rate and pays the last tier a period reached', () => {
    const tiers = [tier(0, 0.5), tier(1000, 0.8, 2), tier(5000, 1.2, 5)];
    expect(contractTopRate(tiers)).toBe(1.2);
    expect(contractTopRate([])).toBe(0);
    const period = (validBet: number, activeMembers: number, profitLoss = 0) => ({
      validBet,
      activeMembers,
      profitLoss,
    });
    expect(reachedContractTier(tiers, period(6000, 5))?.rate).toBe(1.2);
    expect(reachedContractTier(tiers, period(6000, 3))?.rate).toBe(0.8);
    expect(reachedContractTier(tiers, period(999, 9))?.rate).toBe(0.5);
    expect(reachedContractTier([tier(100, 1)], period(99, 1))).toBeNull();
    expect(reachedContractTier([tier(0, 10, 0, 500)], period(0, 0, 499))).toBeNull();
  });
});
