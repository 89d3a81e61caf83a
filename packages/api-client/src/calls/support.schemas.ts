import { z } from 'zod/mini';
import { domainRouteSchema } from './system.schemas';

/** Customer-service channel types: 3 is live chat with an encrypted path (SPEC §7). */
export const CUSTOMER_SERVICE_LIVE_CHAT = 3;

/** A customer-service channel; `path` is encrypted when `type` is 3, a plain URL otherwise. */
export const customerServiceChannelSchema = /* @__PURE__ */ z.object({
  type: z.coerce.number().check(z.int()),
  csType: z.optional(z.string()),
  labelNameEn: z.optional(z.string()),
  path: z.string(),
});

/** Customer-service value: `version.pathList` (SPEC §7). */
export const customerServiceSchema = /* @__PURE__ */ z.object({
  version: z.object({ pathList: z.array(customerServiceChannelSchema) }),
});

/** A country for the dialing-code picker (SPEC §3). */
export const countrySchema = /* @__PURE__ */ z.object({ countryCode: z.string(), countryDialingCode: z.string() });

/** Country list. */
export const countriesSchema = /* @__PURE__ */ z.array(countrySchema);

/** Domain routes (the routers cache, SPEC §3). */
export const domainRoutesSchema = /* @__PURE__ */ z.array(domainRouteSchema);

/** Help centre request (PLATFORM-FACTS §1.5: lang, device WEB); lang comes from the client. */
export const helpCentreRequestSchema = /* @__PURE__ */ z.object({
  lang: z.optional(z.string()),
  device: z._default(z.string(), 'WEB'),
});

/** A help topic; `content` is server HTML, to be sanitised before rendering. */
export const helpTopicSchema = /* @__PURE__ */ z.object({
  tag: z.string(),
  title: z.string(),
  content: z._default(z.string(), ''),
});

/** Help centre value: `helpContent[]` (PLATFORM-FACTS §6.11). */
export const helpCentreSchema = /* @__PURE__ */ z.object({ helpContent: z.array(helpTopicSchema) });
