import type { Clock } from '@lobbykit/domain';
import { createContext, type ReactNode, use } from 'react';

const ClockContext = /* @__PURE__ */ createContext<Clock>(Date.now);

/**
 * The clock the kit's time rules read (the SMS countdown and send throttle, the captcha refresh): `Date.now`
 * unless a provider gives another, so a story or a test moves time instead of waiting for it.
 */
export function ClockProvider({ clock, children }: { clock: Clock; children?: ReactNode }) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

/** The nearest provider's clock, else `Date.now`. */
export function useClock(): Clock {
  return use(ClockContext);
}
