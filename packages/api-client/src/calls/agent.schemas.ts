import { z } from 'zod/mini';
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
export const consolidatedSchema = /* @__PURE__ */ z.looseObject({
  dailysalreqtype: platformFlagSchema,
  divtypereq: platformFlagSchema,
  contracthoursalreq: platformFlagSchema,
  realtimesalreqtype: platformFlagSchema,
  contractmrdailysalinfotype: platformFlagSchema,
  contracthoursalinfo: platformFlagSchema,
  dailysalinfotype: platformFlagSchema,
  divtypeinfo: platformFlagSchema,
});

/** Affiliate link request: the host the site runs on, so the platform builds the link for it. */
export const affiliateLinkRequestSchema = /* @__PURE__ */ z.object({ host: z.optional(z.string()) });

/**
 * The agent's affiliate (invitation) code and the register link that carries it (`/register?affiliateCode=…`): a
 * player who registers through it joins the agent's team.
 */
export const affiliateLinkSchema = /* @__PURE__ */ z.object({
  affiliateCode: z.string(),
  registerLink: z.string(),
});

/** Team overview (agent page agentTeamOverview) over a period; money amounts are the team's, from the players' side. */
export const teamOverviewSchema = /* @__PURE__ */ z.object({
  teamSize: z.number().check(z.int(), z.nonnegative()),
  directCount: z.number().check(z.int(), z.nonnegative()),
  agentCount: z.number().check(z.int(), z.nonnegative()),
  memberCount: z.number().check(z.int(), z.nonnegative()),
  /** Downlines per depth: depth 1 are direct downlines. */
  levels: z.array(
    z.object({ depth: z.number().check(z.int(), z.positive()), count: z.number().check(z.int(), z.nonnegative()) }),
  ),
  newMembers: z.number().check(z.int(), z.nonnegative()),
  activeMembers: z.number().check(z.int(), z.nonnegative()),
  depositCount: z.number().check(z.int(), z.nonnegative()),
  depositAmount: decimalAmountSchema,
  withdrawalCount: z.number().check(z.int(), z.nonnegative()),
  withdrawalAmount: decimalAmountSchema,
  bets: betTotalsSchema,
  teamBalance: decimalAmountSchema,
});

/** Whether a downline is registered as a player or as an agent with a team of their own. */
export const downlineRoleSchema = /* @__PURE__ */ z.enum(['member', 'agent']);

/** A downline in the agent's team. `depth` 1 is a direct downline. */
export const downlineSchema = /* @__PURE__ */ z.object({
  username: z.string(),
  nickname: z.string(),
  role: downlineRoleSchema,
  type: z.number().check(z.int()),
  depth: z.number().check(z.int(), z.positive()),
  upline: z.string(),
  registeredAt: timestampSchema,
  lastLoginAt: z.nullable(timestampSchema),
  balance: decimalAmountSchema,
  teamSize: z.number().check(z.int(), z.nonnegative()),
});

/** Register centre request (enc: it carries a password): a new direct downline, player or agent. */
export const registerDownlineRequestSchema = /* @__PURE__ */ z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  role: z._default(downlineRoleSchema, 'member'),
  nickname: z.optional(z.string().check(z.trim(), z.maxLength(50))),
});

/**
 * Downline list request: the whole team or direct downlines only, searched by part of a username, paged. With
 * `upline` (a member of the agent's team) it lists that member's team instead, so the agent can drill down a level.
 */
export const downlinesRequestSchema = /* @__PURE__ */ z.extend(pageRequestSchema, {
  search: z.optional(z.string().check(z.trim(), z.minLength(1))),
  upline: z.optional(z.string().check(z.trim(), z.minLength(1))),
  directOnly: z.pipe(
    z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
    z.transform((flag) => flag === true || flag === 'true'),
  ),
});

/** Downline list: one page, by depth then name. */
export const downlinesSchema = /* @__PURE__ */ pageOf(downlineSchema);

/** Downline detail request: the downline and the period of its figures (default the last 30 days). */
export const downlineDetailRequestSchema = /* @__PURE__ */ z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  startTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  endTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
});

/** A downline with its figures over the period and its contracts with its upline. */
export const downlineDetailSchema = /* @__PURE__ */ z.extend(downlineSchema, {
  startTime: timestampSchema,
  endTime: timestampSchema,
  depositAmount: decimalAmountSchema,
  withdrawalAmount: decimalAmountSchema,
  bets: betTotalsSchema,
  contracts: z.array(contractSchema),
});

/** Team betting request: the betting-records request plus one downline's username. */
export const teamBettingRequestSchema = /* @__PURE__ */ z.extend(bettingRecordsRequestSchema, {
  username: z.optional(z.string().check(z.trim(), z.minLength(1))),
});

/**
 * One downline's profit and loss (agent page palStatementsAgentCopy), from the player's side: `profitLoss` =
 * `winLoss` + `bonus`.
 */
export const userProfitLossSchema = /* @__PURE__ */ z.object({
  username: z.string(),
  depth: z.number().check(z.int(), z.positive()),
  betCount: z.number().check(z.int(), z.nonnegative()),
  betAmount: decimalAmountSchema,
  validBet: decimalAmountSchema,
  winLoss: decimalAmountSchema,
  bonus: decimalAmountSchema,
  depositAmount: decimalAmountSchema,
  withdrawalAmount: decimalAmountSchema,
  profitLoss: decimalAmountSchema,
});

/** User profit and loss request: a period, optionally one downline, paged. */
export const userProfitLossRequestSchema = /* @__PURE__ */ z.extend(
  z.extend(periodRequestSchema, pageRequestSchema.shape),
  {
    username: z.optional(z.string().check(z.trim(), z.minLength(1))),
  },
);

/** User profit and loss: a page of downlines with play in the period and the team totals. */
export const userProfitLossPageSchema = /* @__PURE__ */ z.extend(pageOf(userProfitLossSchema), {
  totals: z.omit(userProfitLossSchema, { username: true, depth: true }),
});

/**
 * One payment of the agent's income (agent page agentRevenueReport): what contract paid it, the period it pays
 * for, its base (team valid bet, or team net loss for a dividend) and the rate in percent.
 */
export const incomeRecordSchema = /* @__PURE__ */ z.object({
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
export const incomeRequestSchema = /* @__PURE__ */ z.extend(z.extend(periodRequestSchema, pageRequestSchema.shape), {
  kind: z.optional(incomeRecordSchema.shape.kind),
});

/** My income: a page of payments, newest first, and their total. */
export const incomePageSchema = /* @__PURE__ */ z.extend(pageOf(incomeRecordSchema), {
  totalAmount: decimalAmountSchema,
});

/** Kinds of money move of a downline the agent sees. */
export const downlineTransactionKindSchema = /* @__PURE__ */ z.enum([
  'deposit',
  'withdrawal',
  'transfer-upline',
  'transfer-downline',
  'bonus',
  'salary',
]);

/** One money move of a downline (agent page agentDownlineTransactionDetailsCopy). */
export const downlineTransactionSchema = /* @__PURE__ */ z.object({
  referenceNo: z.string(),
  username: z.string(),
  kind: downlineTransactionKindSchema,
  amount: decimalAmountSchema,
  time: timestampSchema,
});

/** Downline transactions request: a period, optionally one downline and one kind, paged. */
export const downlineTransactionsRequestSchema = /* @__PURE__ */ z.extend(
  z.extend(periodRequestSchema, pageRequestSchema.shape),
  {
    username: z.optional(z.string().check(z.trim(), z.minLength(1))),
    kind: z.optional(downlineTransactionKindSchema),
  },
);

/** Downline transactions: a page, newest first, with the sum per kind over the whole query. */
export const downlineTransactionsSchema = /* @__PURE__ */ z.extend(pageOf(downlineTransactionSchema), {
  totals: z.array(
    z.object({ kind: downlineTransactionKindSchema, count: z.number().check(z.int()), amount: decimalAmountSchema }),
  ),
});

/** Parsed consolidated settings. */
export type Consolidated = z.output<typeof consolidatedSchema>;
/** Parsed affiliate code and link. */
export type AffiliateLink = z.output<typeof affiliateLinkSchema>;
/** Parsed team overview. */
export type TeamOverview = z.output<typeof teamOverviewSchema>;
/** Parsed downline. */
export type Downline = z.output<typeof downlineSchema>;
/** Parsed income payment. */
export type IncomeRecord = z.output<typeof incomeRecordSchema>;
