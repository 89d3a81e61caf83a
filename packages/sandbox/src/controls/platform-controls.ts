import { registerRuleSchema } from '@lobbykit/api-client';
import { z } from 'zod';
import { type SystemFlags, supportedLanguagesOf } from '../state/seed-config';
import { readSetting, setModuleFlags, writeSetting } from '../state/settings';
import { defineControl } from './control';

/** Input of `setSystemStatus`: any of the flags and the visitor location. */
export const systemStatusControlSchema = z.object({
  maintenance: z.boolean().optional(),
  regionRestriction: z.boolean().optional(),
  location: z.object({ ip: z.string(), country: z.string() }).partial().optional(),
});

/** Input of `setBrand`: brand settings a test may switch at run time (the SPEC §2 auth guard, the chat room). */
export const brandControlSchema = z.object({
  requireLogin: z.boolean().optional(),
  challenge: z.boolean().optional(),
  /** The brand lets the live chat open in the chat room dialog. */
  liveChatInFrame: z.boolean().optional(),
});

/** Input of `setLanguages`: restrict to the spec brand's EN/TY pair, and add Arabic (right-to-left). */
export const languagesControlSchema = z.object({ specPair: z.boolean().optional(), arabic: z.boolean().optional() });

/** Input of `setRegisterRules`: field → rule fields to merge (checked after merging), or null to drop the field. */
export const registerRulesControlSchema = z.record(z.string(), z.record(z.string(), z.unknown()).nullable());

/** Controls of what the platform serves: status, brand, languages, modules, registration rules. */
export const platformControls = {
  /** Sets maintenance, region block and the visitor location the status call reports. */
  setSystemStatus: defineControl({
    method: 'POST',
    path: 'status',
    input: systemStatusControlSchema,
    inputOf: (flags: z.input<typeof systemStatusControlSchema>) => flags,
    handle: (patch, { context: { store } }): SystemFlags => {
      const current = readSetting(store, 'system');
      const next: SystemFlags = {
        maintenance: patch.maintenance ?? current.maintenance,
        regionRestriction: patch.regionRestriction ?? current.regionRestriction,
        location: { ...current.location, ...patch.location },
      };
      writeSetting(store, 'system', next);
      return next;
    },
  }),
  /**
   * Switches brand settings the status call serves in `info.brand`: the optional auth guard (`requireLogin`) and the
   * security check (`challenge`), which the sandbox then asks of logins, SMS sends and registrations.
   */
  setBrand: defineControl({
    method: 'POST',
    path: 'brand',
    input: brandControlSchema,
    inputOf: (patch: z.input<typeof brandControlSchema>) => patch,
    handle: (patch, { context: { store } }) => {
      writeSetting(store, 'brand', { ...readSetting(store, 'brand'), ...patch });
    },
  }),
  /**
   * Chooses the languages the status call offers in `info.brand.supportedLanguages`: the six of SPEC §1 by default,
   * the spec brand's EN/TY pair with `specPair`, and Arabic after them with `arabic`. Answers the offered codes.
   */
  setLanguages: defineControl({
    method: 'POST',
    path: 'languages',
    input: languagesControlSchema,
    inputOf: (offer: z.input<typeof languagesControlSchema>) => offer,
    handle: (offer, { context: { store } }) => {
      const next = { ...readSetting(store, 'languageOffer'), ...offer };
      const supportedLanguages = supportedLanguagesOf(next);
      writeSetting(store, 'languageOffer', next);
      writeSetting(store, 'brand', { ...readSetting(store, 'brand'), supportedLanguages });
      return { supportedLanguages };
    },
    resultOf: ({ supportedLanguages }) => supportedLanguages,
  }),
  /** Turns whitelabel modules on or off by id. */
  setModuleFlags: defineControl({
    method: 'POST',
    path: 'modules',
    input: z.record(z.string(), z.boolean()),
    inputOf: (flags: Record<string, boolean>) => flags,
    handle: (flags, { context: { store } }) => {
      setModuleFlags(store, flags);
    },
  }),
  /** Merges registration rules per field; null removes a field. */
  setRegisterRules: defineControl({
    method: 'POST',
    path: 'register-rules',
    input: registerRulesControlSchema,
    inputOf: (rules: Record<string, Partial<z.input<typeof registerRuleSchema>> | null>) => rules,
    handle: (patch, { context: { store } }) => {
      const current = readSetting(store, 'registerRules');
      for (const [field, rule] of Object.entries(patch)) {
        if (rule === null) delete current[field];
        else current[field] = registerRuleSchema.parse({ ...current[field], ...rule });
      }
      writeSetting(store, 'registerRules', current);
    },
  }),
};
