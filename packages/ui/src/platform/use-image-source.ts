import { getSystemStatus } from '@lobbykit/api-client';
import { imageUrlFor } from '@lobbykit/domain';
import { useCallback, useState } from 'react';
import type { ImageSource } from '../primitives/lazy-image/lazy-image';
import { useCallQuery } from './call-hooks';

export type { ImageSource };

/**
 * Turns the platform's image paths into addresses: one host picked at random from the status call's
 * `info.imageCDNs` for this screen, the default host (`defaultHost`, '' = this origin) as the fallback (SPEC §9).
 */
export function useImageSource(defaultHost = ''): (path: string) => ImageSource {
  const status = useCallQuery(getSystemStatus);
  const hosts = status.data?.info.imageCDNs;
  // One draw per screen, so a card keeps its host across renders.
  const [draw] = useState(Math.random);
  return useCallback(
    (path: string) => ({
      src: imageUrlFor(path, hosts, () => draw, defaultHost),
      fallbackSrc: imageUrlFor(path, [], () => draw, defaultHost),
    }),
    [hosts, draw, defaultHost],
  );
}
