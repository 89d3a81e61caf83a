import { describe, expect, it } from 'vitest';
import {
  checkRealityCheckInterval,
  JURISDICTION_PROFILES,
  type JurisdictionProfile,
  jurisdictionProfile,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_TERMS,
  TIME_OUT_DURATIONS,
} from '../../src';

const profiles: JurisdictionProfile[] = Object.values(JURISDICTION_PROFILES);

describe('jurisdiction profiles', () => {
  it('ships a default profile and two that differ', () => {
    expect(Object.keys(JURISDICTION_PROFILES)).toEqual(['default', 'uk', 'ph']);
    expect(profiles.map((profile) => profile.id)).toEqual(['default', 'uk', 'ph']);
  });

  it('sets the minimum age 18 with an 18+ badge for default and uk, 21 with 21+ for ph', () => {
    expect(profiles.map((profile) => [profile.id, profile.minimumAge, profile.ageBadge])).toEqual([
      ['default', 18, '18+'],
      ['uk', 18, '18+'],
      ['ph', 21, '21+'],
    ]);
  });

  it('offers a deposit limit at registration in the uk, without making it required', () => {
    expect(JURISDICTION_PROFILES.uk.limitsAtRegistration).toEqual([{ kind: 'deposit', required: false }]);
    expect(JURISDICTION_PROFILES.default.limitsAtRegistration).toEqual([]);
  });

  it('offers self-exclusion of 6 months, 1 and 5 years in the uk and ph, no permanent term', () => {
    expect(JURISDICTION_PROFILES.uk.selfExclusionTerms).toEqual(['6m', '1y', '5y']);
    expect(JURISDICTION_PROFILES.ph.selfExclusionTerms).toEqual(['6m', '1y', '5y']);
    expect(JURISDICTION_PROFILES.default.selfExclusionTerms).toEqual(SELF_EXCLUSION_TERMS);
  });

  it('names the uk’s help organisations, BeGambleAware and GamCare among them, with https links', () => {
    expect(JURISDICTION_PROFILES.uk.helpOrganisations.map((org) => org.name)).toEqual(
      expect.arrayContaining(['BeGambleAware', 'GamCare']),
    );
    for (const profile of profiles) {
      expect(profile.helpOrganisations.length).toBeGreaterThan(0);
      for (const org of profile.helpOrganisations) expect(new URL(org.url).protocol).toBe('https:');
    }
  });

  it('keeps every profile within the kit’s terms: intervals, time-outs, a default that is offered', () => {
    for (const profile of profiles) {
      for (const interval of profile.realityCheck.intervals) expect(REALITY_CHECK_INTERVALS).toContain(interval);
      for (const duration of profile.timeOutDurations) expect(TIME_OUT_DURATIONS).toContain(duration);
      const initial = profile.realityCheck.default;
      if (initial !== null) expect(profile.realityCheck.intervals).toContain(initial);
      // A mandatory check starts on.
      if (profile.realityCheck.mandatory) expect(initial).not.toBeNull();
      expect(profile.licence.key).toMatch(/^rg_licence_/);
    }
  });

  it('finds a shipped profile by id, and the default for an unknown or missing id', () => {
    expect(jurisdictionProfile('ph')).toBe(JURISDICTION_PROFILES.ph);
    expect(jurisdictionProfile('mars')).toBe(JURISDICTION_PROFILES.default);
    expect(jurisdictionProfile(undefined)).toBe(JURISDICTION_PROFILES.default);
    expect(jurisdictionProfile('toString')).toBe(JURISDICTION_PROFILES.default);
  });
});

describe('reality-check interval against a profile', () => {
  it('takes an offered interval and refuses one the profile does not offer', () => {
    expect(checkRealityCheckInterval(JURISDICTION_PROFILES.uk, 90)).toEqual({ ok: true });
    expect(checkRealityCheckInterval(JURISDICTION_PROFILES.ph, 15)).toEqual({
      ok: false,
      key: 'reality_check_interval_not_offered',
    });
  });

  it('lets the player turn it off only where it is not mandatory', () => {
    expect(checkRealityCheckInterval(JURISDICTION_PROFILES.default, null)).toEqual({ ok: true });
    expect(checkRealityCheckInterval(JURISDICTION_PROFILES.ph, null)).toEqual({
      ok: false,
      key: 'reality_check_required',
    });
  });
});
