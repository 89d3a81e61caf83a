import type { PlatformError } from '@lobbykit/api-client';
import { useEffect } from 'react';

/** The settings a configuration call points at, and what to tell the brand developer to check. */
const ADVICE = {
  merchant: 'Check the "merchant" given to LobbyKitProvider (or createTransport).',
  platform:
    'Check the "platform" given to LobbyKitProvider (createTransport\'s "baseUrl"): it must be the platform\'s origin, or \'\' behind a proxy.',
} as const;

/** A setting a refused or malformed configuration call most often means is wrong. */
export type CheckedSetting = keyof typeof ADVICE;

// A slow platform or a call given up says nothing about the site's settings; a dropped connection says nothing
// about the merchant, but the first call to an address that is not the platform's often fails just so (CORS).
const PASSING_TROUBLE = new Set(['timeout', 'aborted', 'session-expired']);
// Every screen reading the same failed query gets the same error: it is told once.
const told = new WeakSet<PlatformError>();

/**
 * Names the setting a refused or malformed configuration call points at, in the console for the brand developer,
 * in development only: a wrong merchant code otherwise empties the navigation and footer without a word.
 */
export function useSettingWarning(error: PlatformError | null, setting: CheckedSetting) {
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return;
    if (!error || PASSING_TROUBLE.has(error.kind) || told.has(error)) return;
    if (error.kind === 'network' && setting !== 'platform') return;
    told.add(error);
    console.warn(
      `lobbykit: ${error.path} answered ${error.kind} (${error.serverMessage ?? error.messageKey}). ${ADVICE[setting]}`,
    );
  }, [error, setting]);
}
