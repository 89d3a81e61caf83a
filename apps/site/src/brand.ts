import { jurisdictionProfile } from '@lobbykit/domain';
import { COMPLETE_LANGUAGES, defineBrandLanguages } from '@lobbykit/i18n';

/**
 * This site's brand: where its platform is, who it is there, and which languages it offers (SPEC §3 brand config)
 * until the platform's status lists its own (`info.brand.supportedLanguages`), which then win.
 */
export const brand = {
  /** '' means the platform answers on the site's own origin (the sandbox in development and tests). */
  platformUrl: import.meta.env.VITE_PLATFORM_URL ?? '',
  merchant: import.meta.env.VITE_MERCHANT ?? 'LOBBYKIT',
  device: 'WEB',
  /** The licensing rules the site follows: a shipped profile's id (`default`, `uk`, `ph`); build time. */
  jurisdiction: jurisdictionProfile(import.meta.env.VITE_JURISDICTION),
  // Every language the kit ships complete, so a stored choice shows from the first paint; the platform's list
  // (which may be narrower, e.g. the spec's EN/TY pair) wins once the status call has answered.
  languages: defineBrandLanguages({ supported: COMPLETE_LANGUAGES, default: 'EN' }),
  name: 'lobbykit',
  /** The header's logo image (public/); the kit shows the name as a wordmark if it is missing. */
  logo: '/brand-logo.svg',
} as const;
