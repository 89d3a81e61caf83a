import { readContractFlags } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { useSandbox } from './harness';
import { lastDays, loginAs, people } from './member-centre-login';

const platform = useSandbox();
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('consolidated settings (PLATFORM-FACTS §6.9)', () => {
  it('turns the contract pages on and flags the offers waiting for an answer', async () => {
    const subAgent = await (await loginAs(platform, people.subAgent)).getConsolidated();
    expect(readContractFlags(subAgent)).toEqual({
      enableCt: true,
      salary: true,
      hourSalary: true,
      dailySalary: true,
      realTimeSalary: true,
    });
    expect(subAgent).toMatchObject({
      contracthoursalreq: true,
      divtypereq: false,
      dailysalreqtype: false,
      realtimesalreqtype: true,
    });
    expect((await (await loginAs(platform, people.member)).getConsolidated()).divtypereq).toBe(true);
  });

  it('turns real-time salary on for a member offered or holding a real-time contract, off once none is live', async () => {
    const agent = await loginAs(platform, people.agent);
    expect((await agent.getConsolidated()).realtimesalreqtype).toBe(true);
    const subSubAgent = await loginAs(platform, people.subSubAgent);
    expect((await subSubAgent.getConsolidated()).realtimesalreqtype).toBe(false);
    const subAgent = await loginAs(platform, people.subAgent);
    await subAgent.processRealTimeSalaryContract({ action: 'offer', downline: 'agent3', rate: '0.1' });
    expect((await subSubAgent.getConsolidated()).realtimesalreqtype).toBe(true);
    const held = (await subAgent.processRealTimeSalaryContract({ action: 'list' })).mine;
    await subAgent.processRealTimeSalaryContract({ action: 'terminate', contractId: held?.id ?? '' });
    expect((await subAgent.getConsolidated()).realtimesalreqtype).toBe(false);
  });

  it('refuses a trial account with in_need_true_account', async () => {
    const trial = await loginAs(platform, people.trial);
    expect((await failure(trial.getConsolidated())).messageKey).toBe('in_need_true_account');
  });
});

describe('agent centre access (SPEC §6: non-agents cannot log in to the agent area)', () => {
  it('answers every agent call with error_not_agent to a member and in_need_true_account to a trial account', async () => {
    const member = await loginAs(platform, people.member);
    const trial = await loginAs(platform, people.trial);
    for (const client of [member, trial]) {
      const calls = [
        client.getTeamOverview(lastDays(7, await platform.now())),
        client.getDownlines(),
        client.getDownlineDetail({ username: 'member2' }),
        client.getTeamBettingRecords(lastDays(7, await platform.now())),
        client.getUserProfitLoss(lastDays(7, await platform.now())),
        client.getAgentIncome(lastDays(7, await platform.now())),
        client.getDownlineTransactions(lastDays(7, await platform.now())),
        client.registerDownline({ username: 'someone1', password: 'Secret12' }),
      ];
      const keys = await Promise.all(calls.map(async (call) => (await failure(call)).messageKey));
      expect(new Set(keys)).toEqual(new Set([client === member ? 'error_not_agent' : 'in_need_true_account']));
    }
  });
});

describe('team overview and downline management (SPEC §2 agent centre)', () => {
  it('counts the team by depth, its new and active members, deposits and bets over a period', async () => {
    const agent = await loginAs(platform, people.agent);
    const period = lastDays(30, await platform.now());
    const overview = await agent.getTeamOverview(period);
    expect(overview).toMatchObject({
      teamSize: 11,
      directCount: 8,
      agentCount: 2,
      memberCount: 9,
      levels: [
        { depth: 1, count: 8 },
        { depth: 2, count: 2 },
        { depth: 3, count: 1 },
      ],
      newMembers: 4,
    });
    expect(overview.depositCount).toBeGreaterThan(0);
    expect(overview.bets).toEqual((await agent.getTeamBettingRecords(period)).totals);
    expect(overview.activeMembers).toBeGreaterThan(5);
  });

  it('lists the whole team or direct downlines, searches and pages', async () => {
    const agent = await loginAs(platform, people.agent);
    const all = await agent.getDownlines({ pageSize: 100 });
    expect(all.total).toBe(11);
    expect(all.list.map((row) => row.depth)).toEqual([...all.list.map((row) => row.depth)].sort());
    expect((await agent.getDownlines({ directOnly: true })).total).toBe(8);
    const found = await agent.getDownlines({ search: 'MEMBER' });
    expect(found.list.map((row) => row.username)).toEqual(['member2', 'member3', 'member4', 'member5', 'member6']);
    expect(found.list.find((row) => row.username === 'member6')).toMatchObject({ depth: 3, upline: 'agent3' });
    const agent2 = all.list.find((row) => row.username === 'agent2');
    expect(agent2).toMatchObject({ role: 'agent', type: 2, teamSize: 3 });
    expect((await agent.getDownlines({ pageSize: 4, pageNo: 3 })).list).toHaveLength(3);
  });

  it('lists a team member’s own team, direct or whole, for a drill-down, and only within the agent’s team', async () => {
    const agent = await loginAs(platform, people.agent);
    const direct = await agent.getDownlines({ upline: 'AGENT2', directOnly: true });
    expect(direct.list.map((row) => [row.username, row.depth, row.upline])).toEqual([
      ['agent3', 2, 'agent2'],
      ['member5', 2, 'agent2'],
    ]);
    const whole = await agent.getDownlines({ upline: 'agent2' });
    expect(whole.list.map((row) => row.username).sort()).toEqual(['agent3', 'member5', 'member6'].sort());
    expect((await agent.getDownlines({ upline: 'agent2', search: 'member6' })).list.map((row) => row.depth)).toEqual([
      3,
    ]);
    expect((await agent.getDownlines({ upline: 'member6', directOnly: true })).total).toBe(0);
    const subAgent = await loginAs(platform, people.subAgent);
    expect((await failure(subAgent.getDownlines({ upline: 'member2' }))).messageKey).toBe('downline_not_found');
  });

  it('shows a downline’s figures and contracts, but only within the agent’s own team', async () => {
    const agent = await loginAs(platform, people.agent);
    const detail = await agent.getDownlineDetail({ username: 'agent2' });
    expect(detail).toMatchObject({ username: 'agent2', depth: 1, role: 'agent' });
    expect(detail.endTime - detail.startTime).toBe(30 * DAY_MS);
    expect(detail.contracts.map((contract) => contract.kind).sort()).toEqual([
      'dailySalary',
      'dividend',
      'hourlySalary',
      'realTimeSalary',
    ]);
    const subAgent = await loginAs(platform, people.subAgent);
    expect((await subAgent.getDownlineDetail({ username: 'member6' })).depth).toBe(2);
    expect((await failure(subAgent.getDownlineDetail({ username: 'member2' }))).messageKey).toBe('downline_not_found');
    expect(
      (await failure(subAgent.getTeamBettingRecords({ ...lastDays(7, await platform.now()), username: 'player1' })))
        .messageKey,
    ).toBe('downline_not_found');
  });
});

describe('register centre (SPEC §2 agent centre Account)', () => {
  it('registers a player and a sub-agent under the agent; they can log in', async () => {
    const agent = await loginAs(platform, people.agent);
    const player = await agent.registerDownline({ username: 'newplayer9', password: 'Secret12' });
    expect(player).toMatchObject({ username: 'newplayer9', role: 'member', type: 0, depth: 1, upline: 'agent1' });
    const sub = await agent.registerDownline({ username: 'newagent9', password: 'Secret12', role: 'agent' });
    expect(sub).toMatchObject({ role: 'agent', type: 2 });
    expect((await agent.getDownlines({ directOnly: true })).total).toBe(10);
    const client = await loginAs(platform, { username: 'newagent9', password: 'Secret12' });
    expect((await client.getDownlines()).total).toBe(0);
  });

  it('gives the agent its affiliate code and the register link carrying it, for the site’s host', async () => {
    const agent = await loginAs(platform, people.agent);
    expect(await agent.getAffiliateLink({ host: 'brand.example' })).toEqual({
      affiliateCode: 'AGENT1',
      registerLink: 'https://brand.example/register?affiliateCode=AGENT1',
    });
    expect((await agent.getAffiliateLink({ host: 'localhost:4620' })).registerLink).toBe(
      'http://localhost:4620/register?affiliateCode=AGENT1',
    );
    const member = await loginAs(platform, people.member);
    expect((await failure(member.getAffiliateLink({}))).messageKey).toBe('error_not_agent');
  });

  it('refuses a taken username and one that breaks the register rule', async () => {
    const agent = await loginAs(platform, people.agent);
    expect((await failure(agent.registerDownline({ username: 'member2', password: 'Secret12' }))).messageKey).toBe(
      'username_taken',
    );
    expect((await failure(agent.registerDownline({ username: '1bad', password: 'Secret12' }))).messageKey).toMatch(
      /^reg_pattern_/,
    );
  });
});

describe('team reports (SPEC §2 Team Betting, User Profit and Loss, Transaction Details)', () => {
  it('lists the team’s bets, or one downline’s', async () => {
    const agent = await loginAs(platform, people.agent);
    const team = await agent.getTeamBettingRecords({ ...lastDays(7, await platform.now()), pageSize: 100 });
    expect(new Set(team.list.map((bet) => bet.username)).size).toBeGreaterThan(3);
    const one = await agent.getTeamBettingRecords({
      ...lastDays(7, await platform.now()),
      username: 'member6',
      pageSize: 100,
    });
    expect(one.list.every((bet) => bet.username === 'member6')).toBe(true);
  });

  it('adds up each downline’s profit and loss and the team total', async () => {
    const agent = await loginAs(platform, people.agent);
    const report = await agent.getUserProfitLoss({ ...lastDays(30, await platform.now()), pageSize: 100 });
    expect(report.total).toBeGreaterThan(5);
    for (const row of report.list) expect(cents(row.profitLoss)).toBe(cents(row.winLoss) + cents(row.bonus));
    expect(cents(report.totals.winLoss)).toBe(report.list.reduce((sum, row) => sum + cents(row.winLoss), 0));
    const player = report.list.find((row) => row.username === 'player1');
    const own = await (await loginAs(platform, people.member)).getPersonalProfit(lastDays(30, await platform.now()));
    expect(player).toMatchObject({ winLoss: own.winLoss, bonus: own.bonus, profitLoss: own.profitLoss });
  });

  it('lists the team’s money moves with totals per kind, salaries included', async () => {
    const agent = await loginAs(platform, people.agent);
    const moves = await agent.getDownlineTransactions({ ...lastDays(60, await platform.now()), pageSize: 100 });
    const kinds = new Set(moves.list.map((row) => row.kind));
    for (const kind of ['deposit', 'withdrawal', 'salary', 'bonus']) expect(kinds).toContain(kind);
    const deposits = moves.totals.find((total) => total.kind === 'deposit');
    const onlyDeposits = await agent.getDownlineTransactions({
      ...lastDays(60, await platform.now()),
      kind: 'deposit',
      pageSize: 100,
    });
    expect(onlyDeposits.total).toBe(deposits?.count);
    expect(onlyDeposits.list.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(deposits?.amount ?? '0'));
  });
});

describe('my income: contract pay (SPEC §2 My Income, §9 settlement times)', () => {
  it('lists what each contract paid, newest first, with the total', async () => {
    const agent = await loginAs(platform, people.agent);
    const income = await agent.getAgentIncome({ ...lastDays(60, await platform.now()), pageSize: 100 });
    expect(income.list.map((row) => row.paidAt)).toEqual(
      [...income.list.map((row) => row.paidAt)].sort((a, b) => b - a),
    );
    let total = 0;
    for (const kind of ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const) {
      const ofKind = await agent.getAgentIncome({ ...lastDays(60, await platform.now()), kind, pageSize: 100 });
      expect(ofKind.total).toBeGreaterThan(0);
      total += cents(ofKind.totalAmount);
    }
    expect(cents(income.totalAmount)).toBe(total);
    const daily = await agent.getAgentIncome({ ...lastDays(60, await platform.now()), kind: 'dailySalary' });
    expect(daily.list.every((row) => row.kind === 'dailySalary' && row.periodEnd - row.periodStart === DAY_MS)).toBe(
      true,
    );
  });

  it('settles real-time salary every 5 minutes of sandbox clock on the team’s bets of each window', async () => {
    const start = await platform.now();
    await platform.controls.advanceClock(2 * HOUR_MS);
    const agent = await loginAs(platform, people.agent);
    const twoHours = { startTime: start, endTime: start + 2 * HOUR_MS + MINUTE_MS };
    const income = await agent.getAgentIncome({ ...twoHours, kind: 'realTimeSalary', pageSize: 100 });
    expect(income.total).toBeGreaterThan(0);
    for (const row of income.list.slice(0, 3)) {
      expect(row.periodEnd - row.periodStart).toBe(5 * MINUTE_MS);
      expect(row.periodStart % (5 * MINUTE_MS)).toBe(0);
      expect(row.paidAt).toBeGreaterThanOrEqual(row.periodEnd);
      const window = await agent.getTeamBettingRecords({ startTime: row.periodStart, endTime: row.periodEnd });
      expect(row.base).toBe(window.totals.validBet);
      const salary = Math.floor((cents(row.base) * 30) / 10_000);
      const loss = Math.max(0, -cents(window.totals.winLoss));
      const win = Math.max(0, cents(window.totals.winLoss));
      const expected = salary + Math.floor((loss * 200) / 10_000) + Math.floor((win * 100) / 10_000);
      expect(cents(row.amount)).toBe(expected);
    }
  });

  it('pays the daily wage the day after the statistics day, into the main wallet', async () => {
    const before = await loginAs(platform, people.agent);
    const latest = (await before.getAgentIncome({ ...lastDays(3, await platform.now()), kind: 'dailySalary' })).list[0];
    await platform.controls.advanceClock(DAY_MS);
    const agent = await loginAs(platform, people.agent);
    const [paid] = (await agent.getAgentIncome({ ...lastDays(1, await platform.now()), kind: 'dailySalary' })).list;
    expect(paid?.periodStart).toBe(latest?.periodEnd);
    expect(paid?.paidAt).toBeGreaterThanOrEqual(paid?.periodEnd ?? Number.POSITIVE_INFINITY);
    const at = paid?.paidAt;
    const history = await agent.getTransactionHistory({
      type: 'adjustment',
      startTime: at,
      endTime: at,
      pageSize: 100,
    });
    expect(history.records.map((record) => record.reference)).toContain(paid?.referenceNo);
  });
});
