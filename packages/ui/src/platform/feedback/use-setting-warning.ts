import type { PlatformError } from '@lobbykit/api-client';
import { useEffect } from 'react';

// A dropped connection or a slow platform says nothing about the site's settings.
const PASSING_TROUBLE = new Set(['network', 'timeout', 'aborted']);
// Every screen reading the same failed query gets the same error: it is told once.
const told = new WeakSet<PlatformError>();

/**
 * Names the setting a refused or malformed configuration call points at, in the console for the brand developer
 * (issue 11: a wrong merchant code emptied the navigation and footer without a word).
 */
export function useSettingWarning(error: PlatformError | null, setting: string) {
  useEffect(() => {
    if (!error || PASSING_TROUBLE.has(error.kind) || told.has(error)) return;
    told.add(error);
    console.warn(
      `lobbykit: ${error.path} answered ${error.kind} (${error.serverMessage ?? error.messageKey}). ` +
        `Check the "${setting}" setting given to createTransport.`,
    );
  }, [error, setting]);
}
