import { ACTIVITY_COMMENT_MAX_LENGTH, ACTIVITY_STATES } from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';
import { bonusRecordSchema, gameTypeSchema, timestampSchema } from './records.schemas';

/** An activity state (SPEC §4): Join, Claim, Applying, Close, Rejected, Issued, Claimed, Process, Joined, coming soon. */
export const activityStateSchema = /* @__PURE__ */ z.enum(ACTIVITY_STATES);

/** What kind of reward-centre activity it is: a raffle draws its prize at claim, a mission has a turnover target. */
export const activityKindSchema = /* @__PURE__ */ z.enum(['raffle', 'mission', 'deposit', 'event']);

/**
 * A reward-centre activity and where the member stands in it. The states move: coming soon (not started) → Join →
 * Joined (no target) or Process (target not reached) → Claim → Claimed (paid at once) or Applying (reviewed) →
 * Issued or Rejected; Close once it ended unclaimed. `target` and `progress` are turnover (valid bet) or deposit
 * amounts; `rewardAmount` is null for a raffle, whose prize is drawn.
 */
export const activitySchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: activityKindSchema,
  title: z.string(),
  description: z.string(),
  state: activityStateSchema,
  startTime: timestampSchema,
  endTime: timestampSchema,
  gameType: z.nullable(gameTypeSchema),
  target: z.nullable(decimalAmountSchema),
  progress: z.nullable(decimalAmountSchema),
  rewardAmount: z.nullable(decimalAmountSchema),
  /** A claim goes to review (Applying) instead of paying at once. */
  reviewed: z.boolean(),
});

/** `MCSFE_getRewardCenter` value: every activity for this member, and how many can be acted on (Join or Claim). */
export const rewardCenterSchema = /* @__PURE__ */ z.object({
  list: z.array(activitySchema),
  actionableCount: z.number().check(z.int(), z.nonnegative()),
});

/** Request naming one activity. */
export const activityRequestSchema = /* @__PURE__ */ z.object({ activityId: z.string().check(z.minLength(1)) });

/** Claim request; a reviewed activity may carry a comment of at most 140 characters (SPEC §5). */
export const claimActivityRequestSchema = /* @__PURE__ */ z.extend(activityRequestSchema, {
  comment: z.optional(z.string().check(z.maxLength(ACTIVITY_COMMENT_MAX_LENGTH))),
});

/** A claim's outcome: the activity in its new state and the bonus paid (null while it is under review). */
export const activityClaimSchema = /* @__PURE__ */ z.object({
  activity: activitySchema,
  bonus: z.nullable(bonusRecordSchema),
});

/** `MCS2_claimRafflePromotion` request: the raffle activity to draw. */
export const claimRaffleRequestSchema = /* @__PURE__ */ z.object({ promotionId: z.string().check(z.minLength(1)) });

/** A raffle drawn: the activity (Claimed) and the prize paid to the main wallet. */
export const raffleClaimSchema = /* @__PURE__ */ z.object({ activity: activitySchema, bonus: bonusRecordSchema });

/** `MCSFE_getMissionSummaryDetails` value: the missions and how many are available (the badge of SPEC §2). */
export const missionSummarySchema = /* @__PURE__ */ z.object({
  availableCount: z.number().check(z.int(), z.nonnegative()),
  missions: z.array(activitySchema),
});

/** `MCSFE_getMissionLeaderboard` request: one mission, or the first running one. */
export const missionLeaderboardRequestSchema = /* @__PURE__ */ z.object({
  missionId: z.optional(z.string().check(z.minLength(1))),
});

/** One leaderboard row; other players' names come masked. */
export const leaderboardEntrySchema = /* @__PURE__ */ z.object({
  rank: z.number().check(z.int(), z.positive()),
  username: z.string(),
  score: decimalAmountSchema,
  isMe: z.boolean(),
});

/** A mission's leaderboard by turnover in the mission window, best first, and the member's own place. */
export const missionLeaderboardSchema = /* @__PURE__ */ z.object({
  missionId: z.string(),
  title: z.string(),
  list: z.array(leaderboardEntrySchema),
  me: z.object({ rank: z.nullable(z.number().check(z.int(), z.positive())), score: decimalAmountSchema }),
});

/** `MCSFE_getReferral` request: the host the referral link points at (the client fills the current one). */
export const referralRequestSchema = /* @__PURE__ */ z.object({ host: z.optional(z.string()) });

/** A friend who registered with the member's referral code; the name comes masked. */
export const inviteeSchema = /* @__PURE__ */ z.object({
  username: z.string(),
  registeredAt: timestampSchema,
  firstDeposit: z.boolean(),
  reward: decimalAmountSchema,
});

/** Invite friends (member page referral): the code, the register link carrying it (SPEC §3), and the invitees. */
export const referralSchema = /* @__PURE__ */ z.object({
  referralCode: z.string(),
  referralLink: z.string(),
  inviteeCount: z.number().check(z.int(), z.nonnegative()),
  rewardTotal: decimalAmountSchema,
  invitees: z.array(inviteeSchema),
});

/** A VIP benefit: a key the screen translates and its value (an amount, a percentage or a count). */
export const vipBenefitSchema = /* @__PURE__ */ z.object({
  key: z.enum(['upgradeBonus', 'birthdayBonus', 'monthlyBonus', 'rebateRate', 'dailyWithdrawals', 'dedicatedService']),
  value: z.string(),
});

/** A VIP level and what reaching it takes: total valid bet and total deposit. */
export const vipLevelSchema = /* @__PURE__ */ z.object({
  level: z.number().check(z.int(), z.nonnegative()),
  name: z.string(),
  validBetRequired: decimalAmountSchema,
  depositRequired: decimalAmountSchema,
  benefits: z.array(vipBenefitSchema),
});

/** `MCSFE_getVipLevels` value (ours): the VIP ladder, lowest level first, the same for every player and visitor. */
export const vipLevelsSchema = /* @__PURE__ */ z.object({ levels: z.array(vipLevelSchema) });

/** How far a requirement is met; `required` is null at the top level. */
export const vipRequirementSchema = /* @__PURE__ */ z.object({
  current: decimalAmountSchema,
  required: z.nullable(decimalAmountSchema),
});

/**
 * `MCSFE_getVipProgress` value: the level, the progress to the next (both requirements must be met; `percent` is
 * the lower of the two, 100 at the top level), the benefits of the level and the whole ladder.
 */
export const vipProgressSchema = /* @__PURE__ */ z.object({
  level: z.number().check(z.int(), z.nonnegative()),
  name: z.string(),
  nextLevel: z.nullable(z.number().check(z.int(), z.positive())),
  validBet: vipRequirementSchema,
  deposit: vipRequirementSchema,
  percent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  benefits: z.array(vipBenefitSchema),
  levels: z.array(vipLevelSchema),
});

/** Parsed activity. */
export type Activity = z.output<typeof activitySchema>;
/** Parsed VIP progress. */
export type VipProgress = z.output<typeof vipProgressSchema>;
