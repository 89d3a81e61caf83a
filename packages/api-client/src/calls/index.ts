import * as system from './system';

/**
 * Every call the client offers, by function name. Adding a call: define it in its group file under `calls/`,
 * then it is here (and on the client) through the group's spread.
 */
export const platformCalls = {
  ...system,
};

/** The call table's type; the client has one function per key. */
export type PlatformCalls = typeof platformCalls;
