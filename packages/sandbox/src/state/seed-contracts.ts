import type { SandboxContext } from '../context';
import { settleContracts } from './contract-settlement';
import { gridOf, type StoredContract, saveContract, tiersOf } from './contracts';
import { DAY_MS, HOUR_MS, periodOf } from './listing';
import { SEED_ACCOUNTS } from './seed-accounts';
import { SEED_TEAM_ACCOUNTS } from './seed-team';

const days = (count: number) => count * DAY_MS;

/** The team's contracts at every level and status, with the income of past periods already settled. */
export function seedContracts(context: SandboxContext, now: number): void {
  let sequence = 0;
  const contract = (
    fields: Pick<StoredContract, 'kind' | 'upline' | 'downline' | 'rate'> &
      Partial<StoredContract> & { acceptedDaysAgo?: number },
  ) => {
    const { acceptedDaysAgo, ...rest } = fields;
    sequence += 1;
    const offeredAt = now - days(acceptedDaysAgo ?? 1) - HOUR_MS;
    const base: StoredContract = {
      id: `C${String(sequence).padStart(6, '0')}`,
      status: 'accepted',
      periodType: rest.kind === 'dividend' ? 'W' : rest.kind === 'dailySalary' ? 'D' : null,
      profitRate: rest.kind === 'realTimeSalary' ? '0' : null,
      lossRate: rest.kind === 'realTimeSalary' ? '0' : null,
      minValidBet: '0.00',
      minActiveMembers: 0,
      tiers: [],
      offeredAt,
      answeredAt: offeredAt + HOUR_MS,
      terminatedAt: null,
      settledUntil: null,
      ...rest,
    };
    const accepted = base.status === 'accepted' || base.status === 'terminated';
    saveContract(context, {
      ...base,
      tiers: tiersOf(base),
      answeredAt: base.status === 'offered' ? null : base.answeredAt,
      settledUntil: accepted ? periodOf(gridOf(base), base.answeredAt ?? offeredAt).end : null,
    });
  };
  const { agent, subAgent, member, downlines } = SEED_ACCOUNTS;
  const agent3 = SEED_TEAM_ACCOUNTS.subSubAgent.username;
  contract({
    kind: 'dividend',
    upline: null,
    downline: agent.username,
    rate: '40',
    minValidBet: '1000.00',
    minActiveMembers: 2,
    acceptedDaysAgo: 60,
  });
  contract({
    kind: 'dailySalary',
    upline: null,
    downline: agent.username,
    rate: '1.5',
    minValidBet: '500.00',
    minActiveMembers: 1,
    acceptedDaysAgo: 60,
  });
  contract({ kind: 'hourlySalary', upline: null, downline: agent.username, rate: '0.5', acceptedDaysAgo: 3 });
  contract({
    kind: 'realTimeSalary',
    upline: null,
    downline: agent.username,
    rate: '0.3',
    profitRate: '1',
    lossRate: '2',
    acceptedDaysAgo: 0.1,
  });
  contract({ kind: 'dividend', upline: agent.username, downline: subAgent.username, rate: '30', acceptedDaysAgo: 50 });
  contract({
    kind: 'dailySalary',
    upline: agent.username,
    downline: subAgent.username,
    rate: '1.2',
    acceptedDaysAgo: 50,
  });
  contract({
    kind: 'realTimeSalary',
    upline: agent.username,
    downline: subAgent.username,
    rate: '0.2',
    profitRate: '0.5',
    lossRate: '1',
    acceptedDaysAgo: 0.1,
  });
  contract({
    kind: 'hourlySalary',
    upline: agent.username,
    downline: subAgent.username,
    rate: '0.4',
    status: 'offered',
  });
  contract({ kind: 'dividend', upline: subAgent.username, downline: agent3, rate: '25', acceptedDaysAgo: 40 });
  contract({ kind: 'dailySalary', upline: subAgent.username, downline: agent3, rate: '1', acceptedDaysAgo: 40 });
  contract({
    kind: 'dailySalary',
    upline: agent.username,
    downline: downlines[0],
    rate: '0.8',
    status: 'rejected',
    acceptedDaysAgo: 30,
  });
  contract({
    kind: 'dividend',
    upline: agent.username,
    downline: downlines[1],
    rate: '10',
    status: 'terminated',
    acceptedDaysAgo: 30,
    terminatedAt: now - days(20),
  });
  contract({ kind: 'dividend', upline: agent.username, downline: member.username, rate: '5', status: 'offered' });
  // Strictly before now: whatever falls due from now on is paid live, into the wallet.
  settleContracts(context, { pay: false, until: now - 1 });
}
