import { registerRuleSchema } from '@lobbykit/api-client';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import type { Fault } from '../faults';
import { lastCaptchaCode } from '../state/captcha';
import { issuePhoneAuthToken } from '../state/phone-auth';
import { type SystemFlags, supportedLanguagesOf } from '../state/seed-config';
import { readSetting, setModuleFlags, writeSetting } from '../state/settings';
import { lastSmsCode } from '../state/sms';

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
  /** The brand lets the live chat open in the chat room dialog, so QA can see both ways live chat opens. */
  liveChatInFrame: z.boolean().optional(),
});

/** Input of `setLanguages`: restrict to the spec brand's EN/TY pair, and add Arabic (right-to-left). */
export const languagesControlSchema = z.object({ specPair: z.boolean().optional(), arabic: z.boolean().optional() });

/** Input of `setModuleFlags`: module id → on/off. */
export const moduleFlagsControlSchema = z.record(z.string(), z.boolean());

/** Input of `setRegisterRules`: field → rule fields to merge (checked after merging), or null to drop the field. */
export const registerRulesControlSchema = z.record(z.string(), z.record(z.string(), z.unknown()).nullable());

/** Input of `failNext`. */
export const faultControlSchema = z.object({
  status: z.number().int().min(400).max(599).optional(),
  network: z.boolean().optional(),
  stall: z.boolean().optional(),
  stallMs: z.number().int().positive().optional(),
  body: z.unknown().optional(),
  afterHandling: z.boolean().optional(),
});

/** Sandbox-only controls for stories and tests; the same exist over HTTP under `/__sandbox/`. */
export interface SandboxControls {
  /** Sets maintenance, region block and the visitor location the status call reports. */
  setSystemStatus(flags: z.input<typeof systemStatusControlSchema>): Promise<SystemFlags>;
  /**
   * Switches brand settings the status call serves in `info.brand`: the optional auth guard (`requireLogin`) and the
   * security check (`challenge`), which the sandbox then asks of logins, SMS sends and registrations.
   */
  setBrand(patch: z.input<typeof brandControlSchema>): Promise<void>;
  /**
   * Chooses the languages the status call offers in `info.brand.supportedLanguages`: the six of SPEC §1 by default,
   * the spec brand's EN/TY pair with `specPair`, and Arabic after them with `arabic`. Answers the offered codes.
   */
  setLanguages(offer: z.input<typeof languagesControlSchema>): Promise<string[]>;
  /** Turns whitelabel modules on or off by id. */
  setModuleFlags(flags: Record<string, boolean>): Promise<void>;
  /** Merges registration rules per field; null removes a field. */
  setRegisterRules(rules: Record<string, Partial<z.input<typeof registerRuleSchema>> | null>): Promise<void>;
  /** The last SMS code sent to a mobile number, or null. */
  lastSmsCode(mobile: string): Promise<string | null>;
  /** The code of the last captcha image issued, or null (so a test can solve it). */
  lastCaptchaCode(): Promise<string | null>;
  /** Plays the external phone-auth provider: an id token for `login` with type `firebase` and this mobile. */
  phoneAuthToken(mobile: string): Promise<string>;
  /** Moves the sandbox clock forward (SMS expiry, session expiry, rate limits). */
  advanceClock(ms: number): Promise<void>;
  /** The sandbox clock's time in ms, so a test can ask for records relative to the sandbox's day, not its own. */
  now(): Promise<number>;
  /** Back to the seeded state (the RSA key pair stays, so clients need no new key). */
  reset(): Promise<void>;
  /** Makes the next call of `path` fail as described. */
  failNext(path: string, fault: Fault): Promise<void>;
  /** The RSA public key for enc bodies, SPKI base64. */
  publicKey(): Promise<string>;
}

/** The parts of the sandbox the controls reach. */
export interface ControlTargets {
  context: SandboxContext;
  advanceClock(ms: number): void;
  reset(): Promise<void>;
  addFault(path: string, fault: Fault): void;
}

/** Builds the control functions over a sandbox's state. */
export function createControls({ context, advanceClock, reset, addFault }: ControlTargets): SandboxControls {
  const { store } = context;
  return {
    async setSystemStatus(flags) {
      const patch = systemStatusControlSchema.parse(flags);
      const current = readSetting(store, 'system');
      const next: SystemFlags = {
        maintenance: patch.maintenance ?? current.maintenance,
        regionRestriction: patch.regionRestriction ?? current.regionRestriction,
        location: { ...current.location, ...patch.location },
      };
      writeSetting(store, 'system', next);
      return next;
    },
    async setBrand(patch) {
      writeSetting(store, 'brand', { ...readSetting(store, 'brand'), ...brandControlSchema.parse(patch) });
    },
    async setLanguages(offer) {
      const next = { ...readSetting(store, 'languageOffer'), ...languagesControlSchema.parse(offer) };
      const supportedLanguages = supportedLanguagesOf(next);
      writeSetting(store, 'languageOffer', next);
      writeSetting(store, 'brand', { ...readSetting(store, 'brand'), supportedLanguages });
      return supportedLanguages;
    },
    async setModuleFlags(flags) {
      setModuleFlags(store, moduleFlagsControlSchema.parse(flags));
    },
    async setRegisterRules(rules) {
      const patch = registerRulesControlSchema.parse(rules);
      const current = readSetting(store, 'registerRules');
      for (const [field, rule] of Object.entries(patch)) {
        if (rule === null) delete current[field];
        else current[field] = registerRuleSchema.parse({ ...current[field], ...rule });
      }
      writeSetting(store, 'registerRules', current);
    },
    async lastSmsCode(mobile) {
      return lastSmsCode(context, mobile);
    },
    async lastCaptchaCode() {
      return lastCaptchaCode(context);
    },
    async phoneAuthToken(mobile) {
      return issuePhoneAuthToken(context, z.string().min(1).parse(mobile));
    },
    async advanceClock(ms) {
      advanceClock(z.number().nonnegative().parse(ms));
    },
    async now() {
      return context.now();
    },
    async reset() {
      await reset();
    },
    async failNext(path, fault) {
      addFault(z.string().startsWith('/').parse(path), faultControlSchema.parse(fault));
    },
    async publicKey() {
      return (await context.keys()).publicKey;
    },
  };
}
