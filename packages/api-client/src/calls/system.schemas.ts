import { z } from 'zod';
import { platformFlagSchema } from './flags';

/** A module tree node's on/off: the platform sends the string '1' for on (SPEC §1); 1 and true are read as on too. */
const moduleEnabledSchema = z
  .union([z.literal('1'), z.literal('0'), z.number(), z.boolean()])
  .transform((enabled): '1' | '0' => (enabled === '1' || enabled === 1 || enabled === true ? '1' : '0'));

/** A node of the whitelabel module tree (PLATFORM-FACTS §6.6). */
export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: ModuleNode[];
}

/** The whitelabel module tree node; children default to none. */
export const moduleNodeSchema: z.ZodType<ModuleNode, unknown> = z.object({
  modId: z.string(),
  enabled: moduleEnabledSchema,
  childrenNodes: z
    .lazy(() => z.array(moduleNodeSchema))
    .nullish()
    .transform((children) => children ?? []),
});

/** The whole whitelabel module tree: a list of root nodes. */
export const moduleTreeSchema = z.array(moduleNodeSchema);

/** One registration field's rule (SPEC §3, PLATFORM-FACTS §4.1); '*' as pattern means anything. */
export const registerRuleSchema = z.object({
  enabled: platformFlagSchema,
  required: platformFlagSchema,
  acceptedPattern: z.string().default('*'),
  patternId: z.coerce.number().int().default(0),
  minLength: z.coerce.number().int().nonnegative().optional(),
  maxLength: z.coerce.number().int().nonnegative().optional(),
  type: z.string().optional(),
});

/** Registration rules by field key (username, password, mobileNum, … PLATFORM-FACTS §6.8). */
export const registerRulesSchema = z.record(z.string(), registerRuleSchema);

/** A site resource such as an app download or a social page (PLATFORM-FACTS §6.5). */
export const siteResourceSchema = z.object({
  resourceType: z.string(),
  labelNameEn: z.string().optional(),
  url: z.string().optional(),
  qrCodeUrl: z.string().optional(),
});

/** A customer-service entry; `path` is encrypted, its last 8 characters being the key (SPEC §7). */
export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  type: z.coerce.number().int().optional(),
  path: z.string(),
  labelNameEn: z.string().optional(),
});

/** A domain the site may route through, with its measured speed (SPEC §3). */
export const domainRouteSchema = z.object({
  domain: z.string(),
  speed: z.coerce.number().optional(),
});

/** The brand configuration (SPEC §3). The sandbox serves it in status `info.brand`; a real platform may not. */
export const brandConfigSchema = z.object({
  merchantCode: z.string(),
  platform: z.string().default('WEB'),
  device: z.string().default('WEB'),
  lotteryType: z.string().default('Elott'),
  defaultLanguage: z.string().default('EN'),
  supportedLanguages: z.array(z.string()).min(1),
  currency: z.string(),
  chatHeaderColor: z.string().optional(),
  /** RSA-OAEP SHA-256 public key for `enc` bodies, SPKI, base64. */
  publicKey: z.string().optional(),
  /** The optional auth guard of SPEC §2: every page but the public ones needs a session token. Absent means off. */
  requireLogin: z.boolean().optional(),
});

/** `value` of `GET /wps/system/status`: system flags, visitor location and the site's configuration (§6.5). */
export const systemStatusSchema = z.object({
  maintenance: platformFlagSchema,
  regionRestriction: platformFlagSchema,
  location: z
    .object({ ip: z.string().default(''), country: z.string().default('') })
    .nullish()
    .transform((location) => location ?? { ip: '', country: '' }),
  info: z.object({
    whitelabel: moduleTreeSchema.default([]),
    register: registerRulesSchema.default({}),
    resources: z.array(siteResourceSchema).default([]),
    customerService: z.array(customerServiceEntrySchema).default([]),
    imageCDNs: z.array(z.string()).default([]),
    launchGameCDNs: z.array(z.string()).default([]),
    analytics: z.object({ gtagId: z.string().optional() }).nullish(),
    mainDomain: z.string().nullish(),
    domainRoute: z.array(domainRouteSchema).optional(),
    brand: brandConfigSchema.optional(),
  }),
});

/** The parsed system status. */
export type SystemStatusValue = z.output<typeof systemStatusSchema>;
/** The parsed brand configuration. */
export type BrandConfig = z.output<typeof brandConfigSchema>;
/** The parsed registration rules. */
export type RegisterRules = z.output<typeof registerRulesSchema>;
