import { getCountryCodes } from '@lobbykit/api-client';
import { useLanguage } from '@lobbykit/i18n';
import { useMemo } from 'react';
import { useCallQuery } from '../../../platform/call-hooks';
import type { CountryOption } from '../../../primitives/country-code-picker/country-code-picker';

function regionNames(tag: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([tag, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

/** The platform's countries with their names in the shown language, for the dialing-code picker (SPEC §3 Country). */
export function useCountryOptions(enabled: boolean) {
  const { language } = useLanguage();
  const countries = useCallQuery(getCountryCodes, undefined, { enabled });
  const options = useMemo((): CountryOption[] => {
    const names = regionNames(language.tag);
    return (countries.data ?? []).map((country) => ({
      ...country,
      name: names?.of(country.countryCode) ?? country.countryCode,
    }));
  }, [countries.data, language.tag]);
  return { options, isPending: countries.isPending && enabled };
}
