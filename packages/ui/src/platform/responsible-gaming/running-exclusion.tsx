import type { PlayerProtection } from '@lobbykit/api-client';
import { type ReactNode, useCallback, useState } from 'react';
import { useSessionToken } from '../call-hooks';
import { lazyChunk } from '../lazy-route';
import { useAccountKind, useSessionStatus } from '../session-hooks';
import type { ExclusionReaderProps } from './exclusion-reader';

// The read loads once a member is signed in; it draws nothing. Until it answers, the exclusion is not known.
const ExclusionReader = /* @__PURE__ */ lazyChunk<ExclusionReaderProps>(() => import('./exclusion-reader'), {
  loading: () => null,
  failed: () => null,
});

type Read = { token: string | null; known: boolean; exclusion: PlayerProtection['exclusion'] };

/**
 * The member's running time-out or self-exclusion, for what must stop while one runs (marketing pop-ups): `known`
 * is false while a member's protection state is on its way, so a caller can wait rather than show something it must
 * not. A visitor or a trial account has none. Render `reader` where the hook is used: it reads the state.
 */
export function useRunningExclusion(): { known: boolean; exclusion: PlayerProtection['exclusion']; reader: ReactNode } {
  const status = useSessionStatus();
  const { isTrial } = useAccountKind();
  const token = useSessionToken();
  const member = status === 'member' && !isTrial;
  const [read, setRead] = useState<Read>({ token: null, known: false, exclusion: null });
  const onRead = useCallback((next: Omit<Read, 'token'>) => setRead({ token, ...next }), [token]);
  if (!member) return { known: status !== 'loading', exclusion: null, reader: null };
  const current = read.token === token;
  return {
    known: current && read.known,
    exclusion: current ? read.exclusion : null,
    reader: <ExclusionReader key={token} onRead={onRead} />,
  };
}
