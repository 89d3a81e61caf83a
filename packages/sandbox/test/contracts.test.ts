import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { lastDays, loginAs, people } from './member-centre-login';

const platform = useSandbox();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('reading contracts (SPEC §3 contract fields)', () => {
  it('shows the member’s own contract with its upline and the latest contract with each direct downline', async () => {
    const agent = await loginAs(platform, people.agent);
    const dividend = await agent.processDividendContract({ action: 'list' });
    expect(dividend.mine).toMatchObject({
      upline: null,
      downline: 'agent1',
      status: 'accepted',
      rate: '40',
      periodType: 'W',
    });
    expect(Object.fromEntries(dividend.downlines.map((contract) => [contract.downline, contract.status]))).toEqual({
      agent2: 'accepted',
      member3: 'terminated',
      player1: 'offered',
    });
    const realTime = await agent.processRealTimeSalaryContract({ action: 'list' });
    expect(realTime.mine).toMatchObject({ rate: '0.3', profitRate: '1', lossRate: '2', periodType: null });
    expect(await agent.getContracts({ kind: 'realTimeSalary' })).toEqual(realTime);
  });
});

describe('answering a contract (SPEC §4: accepted, rejected or terminated by the downline)', () => {
  it('lets the downline accept an offer; the offer flag clears and the upline is told', async () => {
    const subAgent = await loginAs(platform, people.subAgent);
    const offer = (await subAgent.processHourlySalaryContract({ action: 'list' })).mine;
    expect(offer?.status).toBe('offered');
    const agent = await loginAs(platform, people.agent);
    const unread = (await agent.getUnreadCount()).unreadCount;
    const accepted = await subAgent.processHourlySalaryContract({ action: 'accept', contractId: offer?.id ?? '' });
    expect(accepted.mine).toMatchObject({ id: offer?.id, status: 'accepted' });
    expect((await subAgent.getConsolidated()).contracthoursalreq).toBe(false);
    expect((await agent.getUnreadCount()).unreadCount).toBe(unread + 1);
  });

  it('lets the downline reject an offer, after which the upline may offer again', async () => {
    const member = await loginAs(platform, people.member);
    const offer = (await member.processDividendContract({ action: 'list' })).mine;
    await member.processDividendContract({ action: 'reject', contractId: offer?.id ?? '' });
    const agent = await loginAs(platform, people.agent);
    const again = await agent.processDividendContract({ action: 'offer', downline: 'player1', rate: '6' });
    expect(again.downlines.find((contract) => contract.downline === 'player1')).toMatchObject({
      status: 'offered',
      rate: '6',
    });
  });

  it('lets the downline terminate an accepted contract once, and no one else act on it', async () => {
    const subAgent = await loginAs(platform, people.subAgent);
    const contract = (await subAgent.processDailySalaryContract({ action: 'list' })).mine;
    const key = async (promise: Promise<unknown>) => (await failure(promise)).messageKey;
    expect(await key(subAgent.processDailySalaryContract({ action: 'accept', contractId: contract?.id ?? '' }))).toBe(
      'contract_action_not_allowed',
    );
    const agent = await loginAs(platform, people.agent);
    expect(await key(agent.processDailySalaryContract({ action: 'terminate', contractId: contract?.id ?? '' }))).toBe(
      'contract_not_found',
    );
    expect(await key(subAgent.processDividendContract({ action: 'terminate', contractId: contract?.id ?? '' }))).toBe(
      'contract_not_found',
    );
    const ended = await subAgent.processDailySalaryContract({ action: 'terminate', contractId: contract?.id ?? '' });
    expect(ended.mine).toMatchObject({ status: 'terminated' });
    expect(ended.mine?.terminatedAt).toEqual(expect.any(Number));
    expect(
      await key(subAgent.processDailySalaryContract({ action: 'terminate', contractId: contract?.id ?? '' })),
    ).toBe('contract_action_not_allowed');
  });
});

describe('offering a contract (SPEC §4: offered by the upline or agent)', () => {
  it('refuses an offer above the agent’s own rate, to someone not directly below, or while one is live', async () => {
    const agent = await loginAs(platform, people.agent);
    const key = async (promise: Promise<unknown>) => (await failure(promise)).messageKey;
    expect(await key(agent.processDailySalaryContract({ action: 'offer', downline: 'member4', rate: '1.6' }))).toBe(
      'contract_rate_above_own',
    );
    expect(await key(agent.processDailySalaryContract({ action: 'offer', downline: 'member5', rate: '1' }))).toBe(
      'downline_not_found',
    );
    expect(await key(agent.processDailySalaryContract({ action: 'offer', downline: 'agent2', rate: '1' }))).toBe(
      'contract_exists',
    );
    expect(
      await key(agent.processDailySalaryContract({ action: 'offer', downline: 'member4', rate: '1', periodType: 'W' })),
    ).toBe('contract_period_invalid');
    const member = await loginAs(platform, people.member);
    expect(await key(member.processDividendContract({ action: 'offer', downline: 'friend1', rate: '1' }))).toBe(
      'error_not_agent',
    );
  });

  it('offers a downline a contract of any period type, and the downline sees the offer in its flags and inbox', async () => {
    const agent = await loginAs(platform, people.agent);
    const state = await agent.processDividendContract({
      action: 'offer',
      downline: 'member4',
      rate: '12.5',
      periodType: 'H',
      minValidBet: '100.00',
      minActiveMembers: 0,
    });
    expect(state.downlines.find((contract) => contract.downline === 'member4')).toMatchObject({
      status: 'offered',
      periodType: 'H',
      rate: '12.5',
      minValidBet: '100.00',
    });
    const downline = await loginAs(platform, { username: 'member4', password: people.downline.password });
    expect((await downline.getConsolidated()).divtypereq).toBe(true);
    expect((await downline.getInboxMessages()).list[0]?.title).toBe('New dividend contract offer');
  });

  it('terminates the downline contracts whose rate is above a new lower rate, only after confirmation (SPEC §4)', async () => {
    const subAgent = await loginAs(platform, people.subAgent);
    const own = (await subAgent.processDividendContract({ action: 'list' })).mine;
    await subAgent.processDividendContract({ action: 'terminate', contractId: own?.id ?? '' });
    const below = (await subAgent.processDividendContract({ action: 'list' })).downlines;
    expect(below).toEqual([expect.objectContaining({ downline: 'agent3', rate: '25', status: 'accepted' })]);

    const agent = await loginAs(platform, people.agent);
    const offer = { action: 'offer', downline: 'agent2', rate: '20', periodType: 'M' } as const;
    const asked = await agent.processDividendContract(offer);
    expect(asked.needsConfirmation).toBe(true);
    expect(asked.toTerminate.map((contract) => [contract.upline, contract.downline, contract.rate])).toEqual([
      ['agent2', 'agent3', '25'],
    ]);
    expect(asked.downlines.find((contract) => contract.downline === 'agent2')?.status).toBe('terminated');

    const confirmed = await agent.processDividendContract({ ...offer, confirm: true });
    expect(confirmed.needsConfirmation).toBe(false);
    expect(confirmed.terminated.map((contract) => contract.downline)).toEqual(['agent3']);
    expect(confirmed.downlines.find((contract) => contract.downline === 'agent2')).toMatchObject({
      status: 'offered',
      rate: '20',
    });
    const agent3 = await loginAs(platform, people.subSubAgent);
    expect((await agent3.processDividendContract({ action: 'list' })).mine?.status).toBe('terminated');
  });

  it('makes no confirmation necessary when no contract below is above the new rate', async () => {
    const subAgent = await loginAs(platform, people.subAgent);
    const own = (await subAgent.processDividendContract({ action: 'list' })).mine;
    await subAgent.processDividendContract({ action: 'terminate', contractId: own?.id ?? '' });
    const agent = await loginAs(platform, people.agent);
    const state = await agent.processDividendContract({ action: 'offer', downline: 'agent2', rate: '28' });
    expect([state.needsConfirmation, state.terminated]).toEqual([false, []]);
  });
});

describe('settlement of an accepted contract (SPEC §3 period types, §9)', () => {
  it('pays a semimonthly dividend for each half-month (from the 1st or the 16th, Vietnam time) once it has ended', async () => {
    const subAgent = await loginAs(platform, people.subAgent);
    const own = (await subAgent.processDividendContract({ action: 'list' })).mine;
    await subAgent.processDividendContract({ action: 'terminate', contractId: own?.id ?? '' });
    const agent = await loginAs(platform, people.agent);
    await agent.processDividendContract({ action: 'offer', downline: 'agent2', rate: '28', periodType: 'H' });
    const offer = (await subAgent.processDividendContract({ action: 'list' })).mine;
    await subAgent.processDividendContract({ action: 'accept', contractId: offer?.id ?? '' });
    // Four half-months end in 62 days: a dividend pays only on a team's net loss, and the team does not lose every one.
    await platform.controls.advanceClock(62 * DAY_MS);
    const later = await loginAs(platform, people.subAgent);
    const paid = (await later.getAgentIncome({ ...lastDays(62, await platform.now()), kind: 'dividend' })).list.filter(
      (row) => row.contractId === offer?.id,
    );
    expect(paid.length).toBeGreaterThan(0);
    const vietnam = (time: number) => new Date(time + 7 * 60 * 60 * 1000);
    for (const row of paid) {
      expect([1, 16]).toContain(vietnam(row.periodStart).getUTCDate());
      expect([1, 16]).toContain(vietnam(row.periodEnd).getUTCDate());
      expect(vietnam(row.periodStart).getUTCHours()).toBe(0);
      expect(row.paidAt).toBeGreaterThanOrEqual(row.periodEnd);
      expect(row.rate).toBe('28');
      const team = await later.getTeamBettingRecords({ startTime: row.periodStart, endTime: row.periodEnd });
      expect(row.base).toBe((-Number(team.totals.winLoss)).toFixed(2));
      expect(Math.round(Number(row.amount) * 100)).toBe(
        Math.floor((Math.round(Number(row.base) * 100) * 2_800) / 10_000),
      );
    }
  });
});

describe('contract calls refuse what they must', () => {
  it('answers a trial account with in_need_true_account and an unknown action with invalid_request', async () => {
    const trial = await loginAs(platform, people.trial);
    expect((await failure(trial.processDividendContract({ action: 'list' }))).messageKey).toBe('in_need_true_account');
    expect((await failure(trial.getContracts({ kind: 'dividend' }))).messageKey).toBe('in_need_true_account');
    const agent = await loginAs(platform, people.agent);
    const answer = await platform.sandbox.fetch(
      new Request(`${PLATFORM_URL}/wps/relay/MCS2_processDividendReq`, {
        method: 'POST',
        headers: { Authorization: agent.token() ?? '', 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'sign' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
  });
});

describe('contract tiers (SPEC §3 contract fields)', () => {
  const tier = (minValidBet: string, rate: string, minActiveMembers = 0, minProfitLoss = '0.00') => ({
    minValidBet,
    minProfitLoss,
    minActiveMembers,
    rate,
  });

  it('stores an offer’s tiers and returns them; its rate is the top tier’s, its minimums the first tier’s', async () => {
    const agent = await loginAs(platform, people.agent);
    const state = await agent.processDividendContract({
      action: 'offer',
      downline: 'member3',
      periodType: 'M',
      tiers: [tier('1000.00', '10', 1, '500.00'), tier('5000.00', '20', 3, '2000.00')],
    });
    const offered = state.downlines.find((contract) => contract.downline === 'member3');
    expect(offered).toMatchObject({ status: 'offered', rate: '20', minValidBet: '1000.00', minActiveMembers: 1 });
    expect(offered?.tiers).toEqual([tier('1000.00', '10', 1, '500.00'), tier('5000.00', '20', 3, '2000.00')]);
    const member3 = await loginAs(platform, { username: 'member3', password: 'Member123' });
    expect((await member3.getContracts({ kind: 'dividend' })).mine?.tiers).toHaveLength(2);
  });

  it('makes one tier of a one-level offer, with no P&L threshold for a salary', async () => {
    const agent = await loginAs(platform, people.agent);
    const state = await agent.processDailySalaryContract({
      action: 'offer',
      downline: 'member3',
      rate: '0.7',
      minValidBet: '300.00',
      minActiveMembers: 2,
    });
    expect(state.downlines.find((contract) => contract.downline === 'member3')?.tiers).toEqual([
      tier('300.00', '0.7', 2),
    ]);
    const seeded = (await agent.getContracts({ kind: 'dailySalary' })).mine;
    expect(seeded?.tiers).toEqual([tier('500.00', '1.5', 1)]);
  });

  it('refuses tiers out of order, too many, none, or above the agent’s own rate, and changes nothing', async () => {
    const agent = await loginAs(platform, people.agent);
    const key = async (tiers: ReturnType<typeof tier>[]) =>
      (await failure(agent.processDailySalaryContract({ action: 'offer', downline: 'member3', tiers }))).messageKey;
    expect(await key([])).toBe('contract_tiers_none');
    expect(await key([tier('1000.00', '0.5'), tier('500.00', '0.8')])).toBe('contract_tier_thresholds_order');
    expect(await key([tier('0.00', '0.8'), tier('500.00', '0.5')])).toBe('contract_tier_rates_order');
    expect(await key([tier('0.00', '0')])).toBe('contract_tier_rate_range');
    expect(
      await key(['0', '100', '200', '300', '400', '500'].map((bet, index) => tier(`${bet}.00`, `0.${index + 1}`))),
    ).toBe('contract_tiers_too_many');
    expect(await key([tier('0.00', '0.5'), tier('500.00', '1.6')])).toBe('contract_rate_above_own');
    const after = await agent.getContracts({ kind: 'dailySalary' });
    expect(after.downlines.find((contract) => contract.downline === 'member3')).toBeUndefined();
  });

  it('settles each day at the last tier the team reached, not at the contract’s top rate', async () => {
    const subAgent = await loginAs(platform, people.subAgent);
    const own = (await subAgent.processDailySalaryContract({ action: 'list' })).mine;
    await subAgent.processDailySalaryContract({ action: 'terminate', contractId: own?.id ?? '' });
    const agent = await loginAs(platform, people.agent);
    // The second tier asks for 1000 active members: no day reaches it, so every day pays the first tier's 0.5 %.
    await agent.processDailySalaryContract({
      action: 'offer',
      downline: 'agent2',
      tiers: [tier('0.00', '0.5'), tier('0.01', '1.1', 1000)],
    });
    const offer = (await subAgent.processDailySalaryContract({ action: 'list' })).mine;
    expect(offer?.rate).toBe('1.1');
    await subAgent.processDailySalaryContract({ action: 'accept', contractId: offer?.id ?? '' });
    await platform.controls.advanceClock(4 * DAY_MS);
    const later = await loginAs(platform, people.subAgent);
    const paid = (
      await later.getAgentIncome({ ...lastDays(4, await platform.now()), kind: 'dailySalary' })
    ).list.filter((row) => row.contractId === offer?.id);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) {
      expect(row.rate).toBe('0.5');
      expect(Math.round(Number(row.amount) * 100)).toBe(Math.floor((Math.round(Number(row.base) * 100) * 50) / 10_000));
    }
  });
});
