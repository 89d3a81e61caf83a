import { z } from 'zod';

/** Announcement type codes (SPEC §3): banners, player notices, popups, promotions, help. */
export const announcementTypeSchema = z.enum(['B', 'PL', 'PU', 'PR', 'H']);

/** Who a popup is for (PLATFORM-FACTS §6.7): A logged in, B anonymous, F logged in on first login. */
export const popupExecutionSchema = z.enum(['A', 'B', 'F']);

/** A player notice; `content` is server HTML, to be sanitised before rendering (DESIGN.md). */
export const noticeSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  content: z.string(),
  /** Millisecond timestamp. */
  date: z.coerce.number(),
});

/** A banner image for a page group such as w_home (PLATFORM-FACTS §6.7). */
export const bannerSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  groupName: z.string(),
  url: z.string(),
  linkageType: z.string().nullish(),
  linkageUrl: z.string().nullish(),
  title: z.string().optional(),
});

/** A popup announcement. */
export const popupSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullish(),
  execution: popupExecutionSchema,
});

/** A promotion (PLATFORM-FACTS §6.12); a missing category means other_promo. */
export const promotionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  category: z.string().nullish(),
  content: z.string().default(''),
  announcementImages: z.array(z.object({ sequence: z.coerce.number(), url: z.string() })).default([]),
  startDate: z.coerce.number(),
  endDate: z.coerce.number().nullish(),
});

/** `MCSFE_getListAnnouncements` request (SPEC §7: types B,PL,PU,PR,H, platform W). */
export const announcementsRequestSchema = z.object({
  types: z.string().default('B,PL,PU,PR,H'),
  platform: z.string().default('W'),
  execution: z.string().optional(),
});

/** `MCSFE_getListAnnouncements` value: the four lists (SPEC §3 notice payload). */
export const announcementsSchema = z.object({
  player: z.array(noticeSchema).default([]),
  banners: z.array(bannerSchema).default([]),
  popup: z.array(popupSchema).default([]),
  promotion: z.array(promotionSchema).default([]),
});

/** Parsed announcements. */
export type Announcements = z.output<typeof announcementsSchema>;
