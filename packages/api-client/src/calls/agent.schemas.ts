import { z } from 'zod';
import { contractSchema } from './contracts.schemas';
import { decimalAmountSchema, platformFlagSchema } from './flags';
import {
  betTotalsSchema,
  bettingRecordsRequestSchema,
  pageOf,
  pageRequestSchema,
  periodRequestSchema,
  timestampSchema,
} from './records.schemas';

/**
 * `GET /wps/member/info/funds/consolidated` value (PLATFORM-FACTS §6.9). The `…req…` flags are on while a contract
 * of that kind is offered to the member and waits for an answer (the contract popup shows); the `…info…` flags
 * switch the contract pages on (`divtypeinfo` → enableCt, `dailysalinfotype` → salary, `contracthoursalinfo` →
 * hourSalary, `contractmrdailysalinfotype` → dailySalary; read them with `readContractFlags` of @lobbykit/domain).
 */
export const consolidatedSchema = z.looseObject({
  dailysalreqtype: platformFlagSchema,
  divtypereq: platformFlagSchema,
  contracthoursalreq: platformFlagSchema,
  realtimesalreqtype: platformFlagSchema,
  contractmrdailysalinfotype: platformFlagSchema,
  contracthoursalinfo: platformFlagSchema,
  dailysalinfotype: platformFlagSchema,
  divtypeinfo: platformFlagSchema,
});

/** Team overview (agent page agentTeamOverview) over a period; money amounts are the team's, from the players' side. */
export const teamOverviewSchema = z.object({
  teamSize: z.number().int().nonnegative(),
  directCount: z.number().int().nonnegative(),
  agentCount: z.number().int().nonnegative(),
  memberCount: z.number().int().nonnegative(),
  /** Downlines per depth: depth 1 are direct downlines. */
  levels: z.array(z.object({ depth: z.number().int().positive(), count: z.number().int().nonnegative() })),
  newMembers: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
  depositCount: z.number().int().nonnegative(),
  depositAmount: decimalAmountSchema,
  withdrawalCount: z.number().int().nonnegative(),
  withdrawalAmount: decimalAmountSchema,
  bets: betTotalsSchema,
  teamBalance: decimalAmountSchema,
});

/** Whether a downline is registered as a player or as an agent with a team of their own. */
export const downlineRoleSchema = z.enum(['member', 'agent']);

/** A downline in the agent's team. `depth` 1 is a direct downline. */
export const downlineSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  role: downlineRoleSchema,
  type: z.number().int(),
  depth: z.number().int().positive(),
  upline: z.string(),
  registeredAt: timestampSchema,
  lastLoginAt: timestampSchema.nullable(),
  balance: decimalAmountSchema,
  teamSize: z.number().int().nonnegative(),
});

/** Register centre request (enc: it carries a password): a new direct downline, player or agent. */
export const registerDownlineRequestSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
  role: downlineRoleSchema.default('member'),
  nickname: z.string().trim().max(50).optional(),
});

/** Downline list request: the whole team or direct downlines only, searched by part of a username, paged. */
export const downlinesRequestSchema = pageRequestSchema.extend({
  search: z.string().trim().min(1).optional(),
  directOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((flag) => flag === true || flag === 'true'),
});

/** Downline list: one page, by depth then name. */
export const downlinesSchema = pageOf(downlineSchema);

/** Downline detail request: the downline and the period of its figures (default the last 30 days). */
export const downlineDetailRequestSchema = z.object({
  username: z.string().trim().min(1),
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
});

/** A downline with its figures over the period and its contracts with its upline. */
export const downlineDetailSchema = downlineSchema.extend({
  startTime: timestampSchema,
  endTime: timestampSchema,
  depositAmount: decimalAmountSchema,
  withdrawalAmount: decimalAmountSchema,
  bets: betTotalsSchema,
  contracts: z.array(contractSchema),
});

/** Team betting request: the betting-records request plus one downline's username. */
export const teamBettingRequestSchema = bettingRecordsRequestSchema.extend({
  username: z.string().trim().min(1).optional(),
});

/**
 * One downline's profit and loss (agent page palStatementsAgentCopy), from the player's side: `profitLoss` =
 * `winLoss` + `bonus`.
 */
export const userProfitLossSchema = z.object({
  username: z.string(),
  depth: z.number().int().positive(),
  betCount: z.number().int().nonnegative(),
  betAmount: decimalAmountSchema,
  validBet: decimalAmountSchema,
  winLoss: decimalAmountSchema,
  bonus: decimalAmountSchema,
  depositAmount: decimalAmountSchema,
  withdrawalAmount: decimalAmountSchema,
  profitLoss: decimalAmountSchema,
});

/** User profit and loss request: a period, optionally one downline, paged. */
export const userProfitLossRequestSchema = periodRequestSchema.extend(pageRequestSchema.shape).extend({
  username: z.string().trim().min(1).optional(),
});

/** User profit and loss: a page of downlines with play in the period and the team totals. */
export const userProfitLossPageSchema = pageOf(userProfitLossSchema).extend({
  totals: userProfitLossSchema.omit({ username: true, depth: true }),
});

/**
 * One payment of the agent's income (agent page agentRevenueReport): what contract paid it, the period it pays
 * for, its base (team valid bet, or team net loss for a dividend) and the rate in percent.
 */
export const incomeRecordSchema = z.object({
  referenceNo: z.string(),
  kind: z.enum(['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']),
  contractId: z.string(),
  periodStart: timestampSchema,
  periodEnd: timestampSchema,
  base: decimalAmountSchema,
  rate: z.string(),
  amount: decimalAmountSchema,
  paidAt: timestampSchema,
});

/** My income request: a period of payment times, optionally one contract kind, paged. */
export const incomeRequestSchema = periodRequestSchema.extend(pageRequestSchema.shape).extend({
  kind: incomeRecordSchema.shape.kind.optional(),
});

/** My income: a page of payments, newest first, and their total. */
export const incomePageSchema = pageOf(incomeRecordSchema).extend({ totalAmount: decimalAmountSchema });

/** Kinds of money move of a downline the agent sees. */
export const downlineTransactionKindSchema = z.enum([
  'deposit',
  'withdrawal',
  'transfer-upline',
  'transfer-downline',
  'bonus',
  'salary',
]);

/** One money move of a downline (agent page agentDownlineTransactionDetailsCopy). */
export const downlineTransactionSchema = z.object({
  referenceNo: z.string(),
  username: z.string(),
  kind: downlineTransactionKindSchema,
  amount: decimalAmountSchema,
  time: timestampSchema,
});

/** Downline transactions request: a period, optionally one downline and one kind, paged. */
export const downlineTransactionsRequestSchema = periodRequestSchema.extend(pageRequestSchema.shape).extend({
  username: z.string().trim().min(1).optional(),
  kind: downlineTransactionKindSchema.optional(),
});

/** Downline transactions: a page, newest first, with the sum per kind over the whole query. */
export const downlineTransactionsSchema = pageOf(downlineTransactionSchema).extend({
  totals: z.array(
    z.object({ kind: downlineTransactionKindSchema, count: z.number().int(), amount: decimalAmountSchema }),
  ),
});

/** Parsed consolidated settings. */
export type Consolidated = z.output<typeof consolidatedSchema>;
/** Parsed team overview. */
export type TeamOverview = z.output<typeof teamOverviewSchema>;
/** Parsed downline. */
export type Downline = z.output<typeof downlineSchema>;
/** Parsed income payment. */
export type IncomeRecord = z.output<typeof incomeRecordSchema>;
