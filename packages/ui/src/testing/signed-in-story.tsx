import { login } from '@lobbykit/api-client';
import { popupDismissedKey } from '@lobbykit/domain';
import { type ReactNode, use, useEffect, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';
import { StoryStorageContext } from './auth-story-harness';

/**
 * Stories only: logs a seeded sandbox account in, then shows what needs a session. The player has closed this
 * session's popup notices already (SPEC §4), so they do not cover the page the story is about.
 */
export function SignedInStory({
  username = 'player1',
  password = 'Player123',
  children,
}: {
  username?: string;
  password?: string;
  children: ReactNode;
}) {
  const { transport } = usePlatform();
  const storage = use(StoryStorageContext);
  const [state, setState] = useState<'pending' | 'ready' | string>('pending');
  useEffect(() => {
    let live = true;
    storage?.setItem(popupDismissedKey(true), 'closed');
    transport.send(login, { username, password, type: 'username' }).then(
      () => live && setState('ready'),
      (error: unknown) => live && setState(`story login failed: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [transport, storage, username, password]);
  if (state === 'pending') return null;
  return state === 'ready' ? children : <p role="alert">{state}</p>;
}

/** Stories only: a phone-sized viewport (360 × 740) for the story tests and the toolbar. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const;
