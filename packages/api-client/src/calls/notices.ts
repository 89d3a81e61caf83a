import { defineCall } from '../call';
import { announcementsRequestSchema, announcementsSchema } from './notices.schemas';

/** GET /wps/relay/MCSFE_getListAnnouncements: notices, banners, popups for this visitor, promotions. */
export const getAnnouncements = /* @__PURE__ */ defineCall({
  name: 'getAnnouncements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  moduleId: 'COMM3',
  // Popups differ for logged-in players (execution A/F) and visitors (B), so the token goes along when there is one.
  token: 'optional',
  enc: false,
  request: announcementsRequestSchema,
  response: announcementsSchema,
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY, session: true },
});
