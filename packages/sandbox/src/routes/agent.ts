import { platformCalls } from '@lobbykit/api-client/client';
import { isAgentAccount } from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession, allAccounts } from '../state/accounts';
import { bonusesOf } from '../state/bonuses';
import { catchUpTeam } from '../state/catch-up';
import { incomeOf, incomeRecordOf } from '../state/contract-settlement';
import { allContracts, contractView, pendingOfferKinds, takesPartInRealTimeSalary } from '../state/contracts';
import { checkPeriod, DAY_MS, inPeriod, type Period, pageRows } from '../state/listing';
import { toDecimal, toMinor } from '../state/money';
import { betRecordOf, betSums, betTotals, findBets } from '../state/play';
import type { Session } from '../state/sessions';
import { checkField } from '../state/sign-in';
import {
  downlineOf,
  findTeamMember,
  registerDownline,
  requireAgent,
  requireRealAccount,
  type TeamMember,
  teamOf,
} from '../state/team';
import { cashFlowOf } from '../state/team-money';
import { teamTransactionsOf } from '../state/team-transactions';
import { answer } from './answer';

/** The register link of an agent's affiliate code for the host the site runs on (SPEC §3 affiliateCode). */
function affiliateLink(host: string | undefined, code: string): string {
  const path = `/register?affiliateCode=${encodeURIComponent(code)}`;
  if (!host) return path;
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  return `${local ? 'http' : 'https'}://${host}${path}`;
}

/** Contract pages switched on for the sandbox merchant (PLATFORM-FACTS §6.9 info flags); all on. */
const CONTRACT_SWITCHES = {
  contractmrdailysalinfotype: true,
  contracthoursalinfo: true,
  dailysalinfotype: true,
  divtypeinfo: true,
};

/** Consolidated settings and the agent centre: overview, register centre, team, reports (SPEC §2, §6). */
export function answerAgentCalls(app: Hono, sandbox: SandboxContext): void {
  // Every agent call: agents only, with the team's play and contract settlements up to the sandbox clock.
  const agentOf = (session: Session | null) => {
    const account = requireAgent(accountOfSession(sandbox, session));
    catchUpTeam(sandbox);
    return { account, team: teamOf(sandbox, account.username) };
  };
  const usernamesOf = (team: readonly TeamMember[]) =>
    new Set(team.map((entry) => entry.account.username.toLowerCase()));
  const narrowed = (team: TeamMember[], username: string | undefined) =>
    username ? [findTeamMember(team, username)] : team;

  answer(app, sandbox, platformCalls.getConsolidated, (_input, { session }) => {
    const account = requireRealAccount(accountOfSession(sandbox, session));
    const pending = pendingOfferKinds(sandbox, account.username);
    return {
      dailysalreqtype: pending.has('dailySalary'),
      divtypereq: pending.has('dividend'),
      contracthoursalreq: pending.has('hourlySalary'),
      // No info flag names real-time salary: its request flag is on for a member offered or holding one.
      realtimesalreqtype: takesPartInRealTimeSalary(sandbox, account.username),
      ...CONTRACT_SWITCHES,
    };
  });

  answer(app, sandbox, platformCalls.getTeamOverview, (input, { session }) => {
    const { team } = agentOf(session);
    const period = checkPeriod(input);
    const bets = findBets(sandbox, { usernames: usernamesOf(team), period });
    const flows = team.map((entry) => cashFlowOf(sandbox, entry.account.username, period));
    const depths = [...new Set(team.map((entry) => entry.depth))].sort((a, b) => a - b);
    const accounts = allAccounts(sandbox);
    return {
      teamSize: team.length,
      directCount: team.filter((entry) => entry.depth === 1).length,
      agentCount: team.filter((entry) => isAgentAccount(entry.account.type)).length,
      memberCount: team.filter((entry) => !isAgentAccount(entry.account.type)).length,
      levels: depths.map((depth) => ({ depth, count: team.filter((entry) => entry.depth === depth).length })),
      newMembers: team.filter((entry) => inPeriod(entry.account.createdAt, period)).length,
      activeMembers: new Set(bets.filter((bet) => bet.validMinor > 0).map((bet) => bet.username)).size,
      depositCount: flows.reduce((sum, flow) => sum + flow.depositCount, 0),
      depositAmount: toDecimal(flows.reduce((sum, flow) => sum + flow.depositMinor, 0)),
      withdrawalCount: flows.reduce((sum, flow) => sum + flow.withdrawalCount, 0),
      withdrawalAmount: toDecimal(flows.reduce((sum, flow) => sum + flow.withdrawalMinor, 0)),
      bets: betTotals(bets),
      teamBalance: toDecimal(
        team.reduce((sum, entry) => sum + toMinor(downlineOf(sandbox, entry, accounts).balance), 0),
      ),
    };
  });

  answer(app, sandbox, platformCalls.registerDownline, async (input, { session }) => {
    const { account } = agentOf(session);
    checkField(sandbox, 'username', input.username, true);
    checkField(sandbox, 'password', input.password, true);
    const created = await registerDownline(sandbox, account, input);
    const accounts = allAccounts(sandbox);
    return downlineOf(sandbox, findTeamMember(teamOf(sandbox, account.username, accounts), created.username), accounts);
  });

  answer(app, sandbox, platformCalls.getAffiliateLink, (input, { session }) => {
    const { account } = agentOf(session);
    const affiliateCode = account.affiliateCode ?? account.username.toUpperCase();
    return { affiliateCode, registerLink: affiliateLink(input.host, affiliateCode) };
  });

  answer(app, sandbox, platformCalls.getDownlines, (input, { session }) => {
    const { team } = agentOf(session);
    const accounts = allAccounts(sandbox);
    const search = input.search?.toLowerCase();
    // A team member's own team (a drill-down): its members keep their depth below the agent.
    const top = input.upline ? findTeamMember(team, input.upline) : null;
    const scope = top ? usernamesOf(teamOf(sandbox, top.account.username, accounts)) : null;
    const rows = team.filter(
      (entry) =>
        (!scope || scope.has(entry.account.username.toLowerCase())) &&
        (!input.directOnly || entry.depth === (top ? top.depth + 1 : 1)) &&
        (!search || entry.account.username.toLowerCase().includes(search)),
    );
    return pageRows(
      rows.map((entry) => downlineOf(sandbox, entry, accounts)),
      input,
    );
  });

  answer(app, sandbox, platformCalls.getDownlineDetail, (input, { session }) => {
    const { team } = agentOf(session);
    const entry = findTeamMember(team, input.username);
    const end = input.endTime ?? sandbox.now();
    const period = checkPeriod({ startTime: input.startTime ?? end - 30 * DAY_MS, endTime: end });
    const { username } = entry.account;
    const flow = cashFlowOf(sandbox, username, period);
    return {
      ...downlineOf(sandbox, entry, allAccounts(sandbox)),
      startTime: period.start,
      endTime: period.end,
      depositAmount: toDecimal(flow.depositMinor),
      withdrawalAmount: toDecimal(flow.withdrawalMinor),
      bets: betTotals(findBets(sandbox, { usernames: new Set([username.toLowerCase()]), period })),
      contracts: allContracts(sandbox)
        .filter((contract) => contract.downline.toLowerCase() === username.toLowerCase())
        .map(contractView),
    };
  });

  answer(app, sandbox, platformCalls.getTeamBettingRecords, (input, { session }) => {
    const { team } = agentOf(session);
    const bets = findBets(sandbox, {
      usernames: usernamesOf(narrowed(team, input.username)),
      period: checkPeriod(input),
      gameType: input.gameType,
      vendor: input.vendor,
    }).reverse();
    return { ...pageRows(bets.map(betRecordOf), input), totals: betTotals(bets) };
  });

  answer(app, sandbox, platformCalls.getUserProfitLoss, (input, { session }) => {
    const { team } = agentOf(session);
    const period = checkPeriod(input);
    const rows = narrowed(team, input.username)
      .map((entry) => profitLossOf(sandbox, entry, period))
      .filter((row) => input.username || row.active);
    const totals = rows.reduce(
      (sum, row) => ({
        betCount: sum.betCount + row.betCount,
        bet: sum.bet + row.bet,
        valid: sum.valid + row.valid,
        winLoss: sum.winLoss + row.winLoss,
        bonus: sum.bonus + row.bonus,
        deposit: sum.deposit + row.deposit,
        withdrawal: sum.withdrawal + row.withdrawal,
      }),
      { betCount: 0, bet: 0, valid: 0, winLoss: 0, bonus: 0, deposit: 0, withdrawal: 0 },
    );
    return {
      ...pageRows(
        rows.map((row) => ({ username: row.username, depth: row.depth, ...profitLossView(row) })),
        input,
      ),
      totals: profitLossView(totals),
    };
  });

  answer(app, sandbox, platformCalls.getAgentIncome, (input, { session }) => {
    const { account } = agentOf(session);
    const period = checkPeriod(input);
    const income = incomeOf(sandbox, account.username).filter(
      (entry) => inPeriod(entry.paidAt, period) && (!input.kind || entry.kind === input.kind),
    );
    return {
      ...pageRows(income.map(incomeRecordOf), input),
      totalAmount: toDecimal(income.reduce((sum, entry) => sum + entry.amountMinor, 0)),
    };
  });

  answer(app, sandbox, platformCalls.getDownlineTransactions, (input, { session }) => {
    const { team } = agentOf(session);
    const rows = teamTransactionsOf(sandbox, narrowed(team, input.username), checkPeriod(input)).filter(
      (row) => !input.kind || row.kind === input.kind,
    );
    const kinds = [...new Set(rows.map((row) => row.kind))].sort();
    return {
      ...pageRows(
        rows.map(({ amountMinor, ...row }) => ({ ...row, amount: toDecimal(amountMinor) })),
        input,
      ),
      totals: kinds.map((kind) => {
        const ofKind = rows.filter((row) => row.kind === kind);
        return { kind, count: ofKind.length, amount: toDecimal(ofKind.reduce((sum, row) => sum + row.amountMinor, 0)) };
      }),
    };
  });
}

interface ProfitLossSums {
  betCount: number;
  bet: number;
  valid: number;
  winLoss: number;
  bonus: number;
  deposit: number;
  withdrawal: number;
}

function profitLossOf(sandbox: SandboxContext, entry: TeamMember, period: Period) {
  const { username } = entry.account;
  const sums = betSums(findBets(sandbox, { usernames: new Set([username.toLowerCase()]), period }));
  const flow = cashFlowOf(sandbox, username, period);
  const bonus = bonusesOf(sandbox, username, period).reduce((sum, item) => sum + item.amountMinor, 0);
  return {
    username,
    depth: entry.depth,
    active: sums.count > 0 || flow.depositCount > 0 || flow.withdrawalCount > 0 || bonus > 0,
    betCount: sums.count,
    bet: sums.betMinor,
    valid: sums.validMinor,
    winLoss: sums.winLossMinor,
    bonus,
    deposit: flow.depositMinor,
    withdrawal: flow.withdrawalMinor,
  };
}

function profitLossView(sums: ProfitLossSums) {
  return {
    betCount: sums.betCount,
    betAmount: toDecimal(sums.bet),
    validBet: toDecimal(sums.valid),
    winLoss: toDecimal(sums.winLoss),
    bonus: toDecimal(sums.bonus),
    depositAmount: toDecimal(sums.deposit),
    withdrawalAmount: toDecimal(sums.withdrawal),
    profitLoss: toDecimal(sums.winLoss + sums.bonus),
  };
}
