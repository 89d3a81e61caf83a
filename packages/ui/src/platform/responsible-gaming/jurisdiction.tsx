import { type JurisdictionId, type JurisdictionProfile, jurisdictionProfile } from '@lobbykit/domain';
import { createContext, type ReactNode, use, useMemo } from 'react';

const JurisdictionContext = /* @__PURE__ */ createContext<JurisdictionProfile | null>(null);

/** A jurisdiction as a brand gives it: a shipped profile's id (`'default'`, `'uk'`, `'ph'`) or a profile of its own. */
export type JurisdictionSetting = JurisdictionId | JurisdictionProfile;

/**
 * The jurisdiction profile the screens follow: the footer's licence text, age badge and help organisation, the
 * reality-check intervals and the time-out and self-exclusion terms offered. The default profile when none is given.
 */
export function JurisdictionProvider({
  jurisdiction,
  children,
}: {
  jurisdiction?: JurisdictionSetting;
  children?: ReactNode;
}) {
  const profile = useMemo(
    () => (typeof jurisdiction === 'object' ? jurisdiction : jurisdictionProfile(jurisdiction)),
    [jurisdiction],
  );
  return <JurisdictionContext value={profile}>{children}</JurisdictionContext>;
}

/** The nearest provider's jurisdiction profile; the default profile outside one. */
export function useJurisdiction(): JurisdictionProfile {
  return use(JurisdictionContext) ?? jurisdictionProfile('default');
}
