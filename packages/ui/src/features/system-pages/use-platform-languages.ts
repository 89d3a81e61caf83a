import type { SystemStatusValue } from '@lobbykit/api-client';
import { useLanguage } from '@lobbykit/i18n';
import { useEffect } from 'react';

/**
 * Offers the languages the platform's brand configuration lists (status `info.brand`, SPEC §3), so the language
 * picker shows what the platform offers; a platform that sends no brand leaves the site's configured languages.
 */
export function usePlatformLanguages(status: SystemStatusValue | undefined): void {
  const { offerLanguages } = useLanguage();
  const supported = status?.info.brand?.supportedLanguages;
  const defaultLanguage = status?.info.brand?.defaultLanguage;
  useEffect(() => {
    if (supported) offerLanguages({ supported, default: defaultLanguage });
  }, [offerLanguages, supported, defaultLanguage]);
}
