import { msUntilNextTick, readAgentClock } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useState } from 'react';

/**
 * The agent centre's clock (PLATFORM-FACTS §7.1): the platform's time with its GMT offset, ticking on each whole
 * second, so an agent reads the statistics days and settlement times on the platform's clock, not their own.
 */
export function AgentClock() {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, msUntilNextTick(current));
    };
    timer = setTimeout(tick, msUntilNextTick(Date.now()));
    return () => clearTimeout(timer);
  }, []);
  const reading = readAgentClock(now);
  return (
    <span data-slot="agent-clock" className="inline-flex flex-wrap items-baseline gap-x-1.5 text-xs tabular-nums">
      <span>{t('ac_platform_time')}</span>
      <time dateTime={new Date(now).toISOString()} className="font-medium text-text">
        {reading.time}
      </time>
      <span>{reading.zone}</span>
    </span>
  );
}
