import type { VipProgress } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';
import type { Account } from './accounts';
import { toDecimal } from './money';
import { findBets } from './play';
import { cashFlowOf } from './team-money';

type Benefit = VipProgress['benefits'][number];

interface VipLevel {
  level: number;
  name: string;
  validBetMinor: number;
  depositMinor: number;
  benefits: Benefit[];
}

const benefits = (upgrade: string, birthday: string, monthly: string, rebate: string, withdrawals: string) =>
  [
    { key: 'upgradeBonus', value: upgrade },
    { key: 'birthdayBonus', value: birthday },
    { key: 'monthlyBonus', value: monthly },
    { key: 'rebateRate', value: rebate },
    { key: 'dailyWithdrawals', value: withdrawals },
  ] satisfies Benefit[];

/** The VIP ladder: reaching a level takes its total valid bet and total deposit (our figures). */
export const VIP_LEVELS: readonly VipLevel[] = [
  {
    level: 0,
    name: 'Bronze',
    validBetMinor: 0,
    depositMinor: 0,
    benefits: benefits('0.00', '0.00', '0.00', '0.3%', '3'),
  },
  {
    level: 1,
    name: 'Silver',
    validBetMinor: 1_000_000,
    depositMinor: 100_000,
    benefits: benefits('18.00', '28.00', '8.00', '0.4%', '5'),
  },
  {
    level: 2,
    name: 'Gold',
    validBetMinor: 5_000_000,
    depositMinor: 500_000,
    benefits: benefits('58.00', '88.00', '28.00', '0.5%', '8'),
  },
  {
    level: 3,
    name: 'Platinum',
    validBetMinor: 20_000_000,
    depositMinor: 2_000_000,
    benefits: benefits('188.00', '288.00', '88.00', '0.6%', '10'),
  },
  {
    level: 4,
    name: 'Diamond',
    validBetMinor: 100_000_000,
    depositMinor: 10_000_000,
    benefits: [...benefits('888.00', '888.00', '288.00', '0.8%', '20'), { key: 'dedicatedService', value: 'yes' }],
  },
];

/** The ladder as the calls answer it: each level's requirements and benefits, lowest first. */
export function vipLevels(): VipProgress['levels'] {
  return VIP_LEVELS.map((level) => ({
    level: level.level,
    name: level.name,
    validBetRequired: toDecimal(level.validBetMinor),
    depositRequired: toDecimal(level.depositMinor),
    benefits: level.benefits,
  }));
}

const percentOf = (current: number, required: number) =>
  required === 0 ? 100 : Math.min(100, Math.floor((current * 100) / required));

/** An account's VIP level and its progress to the next, from its whole play and deposits. */
export function vipProgressOf(context: SandboxContext, account: Account): VipProgress {
  const validMinor = findBets(context, { usernames: new Set([account.username.toLowerCase()]) }).reduce(
    (sum, bet) => sum + bet.validMinor,
    0,
  );
  const { depositMinor } = cashFlowOf(context, account.username);
  const reached = VIP_LEVELS.filter((level) => validMinor >= level.validBetMinor && depositMinor >= level.depositMinor);
  const current = reached[reached.length - 1] ?? (VIP_LEVELS[0] as VipLevel);
  const next = VIP_LEVELS.find((level) => level.level === current.level + 1) ?? null;
  return {
    level: current.level,
    name: current.name,
    nextLevel: next?.level ?? null,
    validBet: { current: toDecimal(validMinor), required: next ? toDecimal(next.validBetMinor) : null },
    deposit: { current: toDecimal(depositMinor), required: next ? toDecimal(next.depositMinor) : null },
    percent: next
      ? Math.min(percentOf(validMinor, next.validBetMinor), percentOf(depositMinor, next.depositMinor))
      : 100,
    benefits: current.benefits,
    levels: vipLevels(),
  };
}
