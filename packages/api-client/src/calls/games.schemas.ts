import { z } from 'zod/mini';

/** A vendor card in a lane (SPEC §3, PLATFORM-FACTS §6.3); `isGame: 'VASSALAGE'` opens a popup game list. */
export const vendorCardSchema = /* @__PURE__ */ z.looseObject({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  accountTypeId: z.nullish(z.union([z.number(), z.string()])),
  accountTypeName: z.nullish(z.string()),
  smallIcon: z.nullish(z.string()),
  /** Large icon; the platform's field name is misspelled this way. */
  lagerIcon: z.nullish(z.string()),
  isHot: z._default(z.coerce.number().check(z.int()), 0),
  isGame: z.nullish(z.string()),
  /** 1 = under maintenance (SPEC §3). */
  isNew: z._default(z.coerce.number().check(z.int()), 0),
  gameCode: z.nullish(z.string()),
  nodeId: z.nullish(z.union([z.number(), z.string()])),
  gameId: z.nullish(z.string()),
});

/** A game classification within a lane. */
export const gameClassifySchema = /* @__PURE__ */ z.object({
  key: z.string(),
  displayName: z.string(),
  gameCount: z._default(z.coerce.number().check(z.int()), 0),
});

/** A lane: one category (title) and its vendors, in display order. */
export const vendorLaneSchema = /* @__PURE__ */ z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z._default(z.array(gameClassifySchema), []),
});

/** `GCSGAME_gameVendor` request; merchantCode comes from the client. */
export const gameVendorsRequestSchema = /* @__PURE__ */ z.object({
  merchantCode: z.optional(z.string()),
  platform: z._default(z.string(), 'html5-desktop'),
  flush: z.optional(z.boolean()),
});

/** `GCSGAME_gameVendor` value: `data.lanes` (cached in session as vendor lanes, SPEC §3). */
export const gameVendorsSchema = /* @__PURE__ */ z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

/** Parsed vendor card. */
export type VendorCardValue = z.output<typeof vendorCardSchema>;
/** Parsed lane. */
export type VendorLane = z.output<typeof vendorLaneSchema>;
