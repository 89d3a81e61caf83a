import { z } from 'zod/mini';
import { platformFlagSchema } from './flags';

/** A module tree node's on/off: the platform sends the string '1' for on (SPEC §1); 1 and true are read as on too. */
const moduleEnabledSchema = /* @__PURE__ */ z.pipe(
  z.union([z.literal('1'), z.literal('0'), z.number(), z.boolean()]),
  z.transform((enabled): '1' | '0' => (enabled === '1' || enabled === 1 || enabled === true ? '1' : '0')),
);

/** A node of the whitelabel module tree (PLATFORM-FACTS §6.6). */
export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: ModuleNode[];
}

/** The whitelabel module tree node; children default to none. */
export const moduleNodeSchema: z.ZodMiniType<ModuleNode, unknown> = /* @__PURE__ */ z.object({
  modId: z.string(),
  enabled: moduleEnabledSchema,
  childrenNodes: z.pipe(
    z.nullish(z.lazy(() => z.array(moduleNodeSchema))),
    z.transform((children) => children ?? []),
  ),
});

/** The whole whitelabel module tree: a list of root nodes. */
export const moduleTreeSchema = /* @__PURE__ */ z.array(moduleNodeSchema);

/** One registration field's rule (SPEC §3, PLATFORM-FACTS §4.1); '*' as pattern means anything. */
export const registerRuleSchema = /* @__PURE__ */ z.object({
  enabled: platformFlagSchema,
  required: platformFlagSchema,
  acceptedPattern: z._default(z.string(), '*'),
  patternId: z._default(z.coerce.number().check(z.int()), 0),
  minLength: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  maxLength: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  type: z.optional(z.string()),
});

/** Registration rules by field key (username, password, mobileNum, … PLATFORM-FACTS §6.8). */
export const registerRulesSchema = /* @__PURE__ */ z.record(z.string(), registerRuleSchema);

/** A site resource such as an app download or a social page (PLATFORM-FACTS §6.5). */
export const siteResourceSchema = /* @__PURE__ */ z.object({
  resourceType: z.string(),
  labelNameEn: z.optional(z.string()),
  url: z.optional(z.string()),
  qrCodeUrl: z.optional(z.string()),
});

/** A customer-service entry; `path` is encrypted, its last 8 characters being the key (SPEC §7). */
export const customerServiceEntrySchema = /* @__PURE__ */ z.object({
  csType: z.string(),
  type: z.optional(z.coerce.number().check(z.int())),
  path: z.string(),
  labelNameEn: z.optional(z.string()),
});

/** A domain the site may route through, with its measured speed (SPEC §3). */
export const domainRouteSchema = /* @__PURE__ */ z.object({
  domain: z.string(),
  speed: z.optional(z.coerce.number()),
});

/** The brand configuration (SPEC §3). The sandbox serves it in status `info.brand`; a real platform may not. */
export const brandConfigSchema = /* @__PURE__ */ z.object({
  merchantCode: z.string(),
  platform: z._default(z.string(), 'WEB'),
  device: z._default(z.string(), 'WEB'),
  lotteryType: z._default(z.string(), 'Elott'),
  defaultLanguage: z._default(z.string(), 'EN'),
  supportedLanguages: z.array(z.string()).check(z.minLength(1)),
  currency: z.string(),
  chatHeaderColor: z.optional(z.string()),
  /** The live chat may open in the site's chat room dialog (a frame) instead of its own window. Absent means window. */
  liveChatInFrame: z.optional(z.boolean()),
  /** The brand's logo image for the header; without one the site shows the brand's name as a wordmark. */
  logo: z.optional(z.string()),
  /** RSA-OAEP SHA-256 public key for `enc` bodies, SPKI, base64. */
  publicKey: z.optional(z.string()),
  /** The optional auth guard of SPEC §2: every page but the public ones needs a session token. Absent means off. */
  requireLogin: z.optional(z.boolean()),
  /** The security check (slider challenge) runs before login, SMS sends and registration. Absent means off. */
  challenge: z.optional(z.boolean()),
});

/** `value` of `GET /wps/system/status`: system flags, visitor location and the site's configuration (§6.5). */
export const systemStatusSchema = /* @__PURE__ */ z.object({
  maintenance: platformFlagSchema,
  regionRestriction: platformFlagSchema,
  location: z.pipe(
    z.nullish(z.object({ ip: z._default(z.string(), ''), country: z._default(z.string(), '') })),
    z.transform((location) => location ?? { ip: '', country: '' }),
  ),
  info: z.object({
    whitelabel: z._default(moduleTreeSchema, []),
    register: z._default(registerRulesSchema, {}),
    resources: z._default(z.array(siteResourceSchema), []),
    customerService: z._default(z.array(customerServiceEntrySchema), []),
    imageCDNs: z._default(z.array(z.string()), []),
    launchGameCDNs: z._default(z.array(z.string()), []),
    analytics: z.nullish(z.object({ gtagId: z.optional(z.string()) })),
    mainDomain: z.nullish(z.string()),
    domainRoute: z.optional(z.array(domainRouteSchema)),
    brand: z.optional(brandConfigSchema),
  }),
});

/** The parsed system status. */
export type SystemStatusValue = z.output<typeof systemStatusSchema>;
/** The parsed brand configuration. */
export type BrandConfig = z.output<typeof brandConfigSchema>;
/** The parsed registration rules. */
export type RegisterRules = z.output<typeof registerRulesSchema>;
