import { defineCall } from '../call';
import { affiliateApplicationReceiptSchema, affiliateApplicationRequestSchema } from './affiliate-application.schemas';

/**
 * POST /wps/agent/affiliate/apply (ours, module AFFMAN3 like the affiliate-code check): files an application to the
 * affiliate programme. Visitors may apply; with a token it is filed under the member too.
 */
export const applyAffiliate = /* @__PURE__ */ defineCall({
  name: 'applyAffiliate',
  method: 'POST',
  path: '/wps/agent/affiliate/apply',
  moduleId: 'AFFMAN3',
  token: 'optional',
  enc: false,
  request: affiliateApplicationRequestSchema,
  response: affiliateApplicationReceiptSchema,
});
