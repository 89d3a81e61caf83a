import { setRealityCheck, setSessionLimit } from '@lobbykit/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';

/**
 * Stories only: sets the signed-in account's reality-check interval (and `sessionLimitMinutes`, its session time
 * limit) through the platform, then shows what needs them (the playing session reads them as it mounts).
 */
export function WithRealityCheck({
  minutes,
  sessionLimitMinutes,
  children,
}: {
  minutes: number;
  sessionLimitMinutes?: number;
  children: ReactNode;
}) {
  const { transport } = usePlatform();
  const [state, setState] = useState<'pending' | 'ready' | string>('pending');
  useEffect(() => {
    let live = true;
    Promise.all([
      transport.send(setRealityCheck, { intervalMinutes: minutes }),
      sessionLimitMinutes === undefined ? null : transport.send(setSessionLimit, { minutes: sessionLimitMinutes }),
    ]).then(
      () => live && setState('ready'),
      (error: unknown) => live && setState(`story setup failed: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [transport, minutes, sessionLimitMinutes]);
  if (state === 'pending') return null;
  return state === 'ready' ? children : <p role="alert">{state}</p>;
}
