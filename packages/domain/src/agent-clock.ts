import { formatDate } from './date-format';
import { gmtOffsetLabel, PLATFORM_TIME_ZONE_OFFSET_MINUTES } from './platform-time-zone';

/** The agent centre's clock ticks once a second (PLATFORM-FACTS §7.1). */
export const AGENT_CLOCK_TICK_MS = 1000;

/** What the agent clock shows: the platform's time and its offset from GMT. */
export interface AgentClockReading {
  /** `yyyy-MM-dd hh:mm:ss` (24-hour) on the platform's clock. */
  time: string;
  /** The platform's offset, e.g. `GMT+7`, `GMT+5:30`, `GMT-3`, `GMT+0`. */
  zone: string;
}

/**
 * The agent clock at `now` (PLATFORM-FACTS §7.1: format `YYYY-MM-DD HH:mm:ss`, GMT offset shown): the time on the
 * platform's clock, whatever the agent's own time zone, so it reads as the statistics days and settlements do.
 */
export function readAgentClock(now: number, offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES): AgentClockReading {
  return {
    time: formatDate(now, 'yyyy-MM-dd hh:mm:ss', { timeZoneOffsetMinutes: offsetMinutes }),
    zone: gmtOffsetLabel(offsetMinutes),
  };
}

/** How long until the clock's next tick: the next whole second, so the shown seconds never lag or skip. */
export function msUntilNextTick(now: number): number {
  const into = ((now % AGENT_CLOCK_TICK_MS) + AGENT_CLOCK_TICK_MS) % AGENT_CLOCK_TICK_MS;
  return AGENT_CLOCK_TICK_MS - into;
}
