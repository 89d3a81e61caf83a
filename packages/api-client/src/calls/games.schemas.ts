import { z } from 'zod';

/** A vendor card in a lane (SPEC §3, PLATFORM-FACTS §6.3); `isGame: 'VASSALAGE'` opens a popup game list. */
export const vendorCardSchema = z.looseObject({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  accountTypeId: z.union([z.number(), z.string()]).nullish(),
  accountTypeName: z.string().nullish(),
  smallIcon: z.string().nullish(),
  /** Large icon; the platform's field name is misspelled this way. */
  lagerIcon: z.string().nullish(),
  isHot: z.coerce.number().int().default(0),
  isGame: z.string().nullish(),
  /** 1 = under maintenance (SPEC §3). */
  isNew: z.coerce.number().int().default(0),
  gameCode: z.string().nullish(),
  nodeId: z.union([z.number(), z.string()]).nullish(),
  gameId: z.string().nullish(),
});

/** A game classification within a lane. */
export const gameClassifySchema = z.object({
  key: z.string(),
  displayName: z.string(),
  gameCount: z.coerce.number().int().default(0),
});

/** A lane: one category (title) and its vendors, in display order. */
export const vendorLaneSchema = z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(gameClassifySchema).default([]),
});

/** `GCSGAME_gameVendor` request; merchantCode comes from the client. */
export const gameVendorsRequestSchema = z.object({
  merchantCode: z.string().optional(),
  platform: z.string().default('html5-desktop'),
  flush: z.boolean().optional(),
});

/** `GCSGAME_gameVendor` value: `data.lanes` (cached in session as vendor lanes, SPEC §3). */
export const gameVendorsSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });

/** Parsed vendor card. */
export type VendorCardValue = z.output<typeof vendorCardSchema>;
/** Parsed lane. */
export type VendorLane = z.output<typeof vendorLaneSchema>;
