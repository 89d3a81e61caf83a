import { setRealityCheck } from '@lobbykit/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';

/**
 * Stories only: sets the signed-in account's reality-check interval through the platform, then shows what needs it
 * (the playing session reads it as it mounts).
 */
export function WithRealityCheck({ minutes, children }: { minutes: number; children: ReactNode }) {
  const { transport } = usePlatform();
  const [state, setState] = useState<'pending' | 'ready' | string>('pending');
  useEffect(() => {
    let live = true;
    transport.send(setRealityCheck, { intervalMinutes: minutes }).then(
      () => live && setState('ready'),
      (error: unknown) => live && setState(`story setup failed: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [transport, minutes]);
  if (state === 'pending') return null;
  return state === 'ready' ? children : <p role="alert">{state}</p>;
}
