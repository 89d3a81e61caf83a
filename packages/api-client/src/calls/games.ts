import { defineCall } from '../call';
import { gameVendorsRequestSchema, gameVendorsSchema } from './games.schemas';

/** GET /wps/relay/GCSGAME_gameVendor: vendor lanes for every category (split e-sports with the domain rules). */
export const getGameVendors = /* @__PURE__ */ defineCall({
  name: 'getGameVendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  moduleId: null,
  // SPEC §7 marks it token; visitors need the lanes for the header too, so it is sent when there is one.
  token: 'optional',
  enc: false,
  request: gameVendorsRequestSchema,
  response: gameVendorsSchema,
  withContext: (input, context) => ({ ...input, merchantCode: input.merchantCode ?? context.merchant }),
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY, session: true },
});
