import { z } from 'zod/mini';

/** Announcement type codes (SPEC §3): banners, player notices, popups, promotions, help. */
export const announcementTypeSchema = /* @__PURE__ */ z.enum(['B', 'PL', 'PU', 'PR', 'H']);

/** Who a popup is for (PLATFORM-FACTS §6.7): A logged in, B anonymous, F logged in on first login. */
export const popupExecutionSchema = /* @__PURE__ */ z.enum(['A', 'B', 'F']);

/** A player notice; `content` is server HTML, to be sanitised before rendering (DESIGN.md). */
export const noticeSchema = /* @__PURE__ */ z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  content: z.string(),
  /** Millisecond timestamp. */
  date: z.coerce.number(),
});

/** A banner image for a page group such as w_home (PLATFORM-FACTS §6.7). */
export const bannerSchema = /* @__PURE__ */ z.object({
  id: z.optional(z.union([z.number(), z.string()])),
  groupName: z.string(),
  url: z.string(),
  linkageType: z.nullish(z.string()),
  linkageUrl: z.nullish(z.string()),
  title: z.optional(z.string()),
});

/** A popup announcement. */
export const popupSchema = /* @__PURE__ */ z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  content: z.string(),
  promotionType: z.nullish(z.string()),
  execution: popupExecutionSchema,
});

/** A promotion (PLATFORM-FACTS §6.12); a missing category means other_promo. */
export const promotionSchema = /* @__PURE__ */ z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  category: z.nullish(z.string()),
  content: z._default(z.string(), ''),
  announcementImages: z._default(z.array(z.object({ sequence: z.coerce.number(), url: z.string() })), []),
  startDate: z.coerce.number(),
  endDate: z.nullish(z.coerce.number()),
  /**
   * Ours (not in PLATFORM-FACTS): the reward-centre activity this promotion runs, when a player can join or claim it
   * from the promotion's page (`joinActivity`, `claimActivity`, `claimRafflePromotion`).
   */
  activityId: z.nullish(z.string()),
});

/** `MCSFE_getListAnnouncements` request (SPEC §7: types B,PL,PU,PR,H, platform W). */
export const announcementsRequestSchema = /* @__PURE__ */ z.object({
  types: z._default(z.string(), 'B,PL,PU,PR,H'),
  platform: z._default(z.string(), 'W'),
  execution: z.optional(z.string()),
});

/** `MCSFE_getListAnnouncements` value: the four lists (SPEC §3 notice payload). */
export const announcementsSchema = /* @__PURE__ */ z.object({
  player: z._default(z.array(noticeSchema), []),
  banners: z._default(z.array(bannerSchema), []),
  popup: z._default(z.array(popupSchema), []),
  promotion: z._default(z.array(promotionSchema), []),
});

/** Parsed announcements. */
export type Announcements = z.output<typeof announcementsSchema>;
/** A parsed promotion. */
export type Promotion = z.output<typeof promotionSchema>;
