import { msUntilNextTick, readAgentClock } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useEffect, useState } from 'react';
import { useClock } from '../../platform/clock-provider';

/**
 * The agent centre's clock (PLATFORM-FACTS §7.1): the platform's time with its GMT offset, ticking on each whole
 * second, so an agent reads the statistics days and settlement times on the platform's clock, not their own. It
 * reads the provider's clock (`ClockProvider`, `Date.now` without one), so a story shows an exact time.
 */
export function AgentClock() {
  const t = useT();
  const { timeZone } = useFormat();
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = clock();
      setNow(current);
      timer = setTimeout(tick, msUntilNextTick(current));
    };
    timer = setTimeout(tick, msUntilNextTick(clock()));
    return () => clearTimeout(timer);
  }, [clock]);
  const reading = readAgentClock(now, timeZone.offsetMinutes);
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
