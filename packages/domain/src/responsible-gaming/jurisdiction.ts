import type { MessageParams } from '../message-keys';
import {
  type MoneyLimitKind,
  SELF_EXCLUSION_TERMS,
  type SelfExclusionTerm,
  TIME_OUT_DURATIONS,
  type TimeOutDuration,
} from './protection-terms';

/** A body that helps with gambling harm, linked from the footer and the responsible-gaming page. */
export interface HelpOrganisation {
  name: string;
  url: string;
}

/**
 * What a licensing body requires of the player front end, as data a brand's configuration chooses: the minimum
 * age and its badge, the reality check, the limits asked for at registration, the self-exclusion terms and time-outs
 * offered, the help organisations and the licence text (an i18n key, its params from the brand's licence).
 */
export interface JurisdictionProfile {
  id: string;
  minimumAge: number;
  /** The badge the footer shows, e.g. `18+`. */
  ageBadge: string;
  realityCheck: {
    /** A mandatory check cannot be turned off. */
    mandatory: boolean;
    /** Intervals offered, in minutes, shortest first. */
    intervals: readonly number[];
    /** The interval a new account starts with; null: off until the player sets one. */
    default: number | null;
  };
  /** Limits the registration form offers (`required`: the player must set it to register). */
  limitsAtRegistration: readonly { kind: MoneyLimitKind; required: boolean }[];
  selfExclusionTerms: readonly SelfExclusionTerm[];
  timeOutDurations: readonly TimeOutDuration[];
  helpOrganisations: readonly HelpOrganisation[];
  licence: { key: string; params: MessageParams };
}

/**
 * The profiles the kit ships. `uk` is modelled on the UK Gambling Commission's rules: 18+; a reality check the
 * player may set (RTS 13B) but is not made to; a deposit limit offered at registration (RTS 12); time-outs of up to
 * six weeks (LCCP SR 3.5.3) and self-exclusion of at least six months, with GAMSTOP's terms of 6 months, 1 or 5
 * years. `ph` is modelled on PAGCOR's: 21+, and self-exclusion of 6 months, 1 or 5 years; its mandatory reality
 * check is our choice, so a brand sees both kinds. A brand spreads a profile and sets its own licence params.
 */
export const JURISDICTION_PROFILES = {
  default: {
    id: 'default',
    minimumAge: 18,
    ageBadge: '18+',
    realityCheck: { mandatory: false, intervals: [15, 30, 60], default: null },
    limitsAtRegistration: [],
    selfExclusionTerms: SELF_EXCLUSION_TERMS,
    timeOutDurations: TIME_OUT_DURATIONS,
    helpOrganisations: [{ name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' }],
    licence: { key: 'rg_licence_default', params: {} },
  },
  uk: {
    id: 'uk',
    minimumAge: 18,
    ageBadge: '18+',
    realityCheck: { mandatory: false, intervals: [15, 30, 60, 90, 120], default: null },
    limitsAtRegistration: [{ kind: 'deposit', required: false }],
    selfExclusionTerms: ['6m', '1y', '5y'],
    timeOutDurations: TIME_OUT_DURATIONS,
    helpOrganisations: [
      { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
      { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
      { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
    ],
    licence: { key: 'rg_licence_uk', params: { number: '000000' } },
  },
  ph: {
    id: 'ph',
    minimumAge: 21,
    ageBadge: '21+',
    realityCheck: { mandatory: true, intervals: [30, 60], default: 60 },
    limitsAtRegistration: [],
    selfExclusionTerms: ['6m', '1y', '5y'],
    timeOutDurations: TIME_OUT_DURATIONS,
    helpOrganisations: [
      { name: 'PAGCOR Responsible Gaming', url: 'https://www.pagcor.ph/regulatory/responsible-gaming.php' },
    ],
    licence: { key: 'rg_licence_ph', params: { number: '000000' } },
  },
} as const satisfies Record<string, JurisdictionProfile>;

/** The id of a profile the kit ships. */
export type JurisdictionId = keyof typeof JURISDICTION_PROFILES;

/** The licence texts of the shipped profiles, for catalogue coverage. */
export const JURISDICTION_MESSAGE_KEYS = ['rg_licence_default', 'rg_licence_uk', 'rg_licence_ph'] as const;

/** A shipped profile by id; an unknown id gets the default profile. */
export function jurisdictionProfile(id: string | null | undefined): JurisdictionProfile {
  return Object.hasOwn(JURISDICTION_PROFILES, id ?? '')
    ? JURISDICTION_PROFILES[id as JurisdictionId]
    : JURISDICTION_PROFILES.default;
}

/** Whether a reality-check interval (null: off) is allowed by a profile; the refusal key when it is not. */
export function checkRealityCheckInterval(
  profile: JurisdictionProfile,
  intervalMinutes: number | null,
): { ok: true } | { ok: false; key: 'reality_check_required' | 'reality_check_interval_not_offered' } {
  if (intervalMinutes === null) {
    return profile.realityCheck.mandatory ? { ok: false, key: 'reality_check_required' } : { ok: true };
  }
  return profile.realityCheck.intervals.includes(intervalMinutes)
    ? { ok: true }
    : { ok: false, key: 'reality_check_interval_not_offered' };
}
