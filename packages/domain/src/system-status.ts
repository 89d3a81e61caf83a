/** The three views of the whole app (SPEC §2, §4): 0 normal, 1 maintenance, 2 region-blocked. */
export type SystemStatus = 0 | 1 | 2;

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const satisfies Record<
  string,
  SystemStatus
>;

/** Picks the app's view from the platform's flags; maintenance wins over region restriction (SPEC §4). */
export function resolveSystemStatus(flags: { maintenance?: unknown; regionRestriction?: unknown }): SystemStatus {
  if (flags.maintenance) return SYSTEM_STATUS.maintenance;
  if (flags.regionRestriction) return SYSTEM_STATUS.regionBlocked;
  return SYSTEM_STATUS.normal;
}
