import * as agent from './agent';
import * as contracts from './contracts';
import * as games from './games';
import * as inbox from './inbox';
import * as member from './member';
import * as memberFeedback from './member-feedback';
import * as memberRewards from './member-rewards';
import * as notices from './notices';
import * as points from './points';
import * as records from './records';
import * as session from './session';
import * as support from './support';
import * as system from './system';
import * as verification from './verification';
import * as wallet from './wallet';

/**
 * Every call the client offers, by function name. To add a call, define it with `defineCall` in its group file
 * under `calls/` (schemas in the group's `.schemas.ts`); the group's spread puts it here and on the client.
 */
export const platformCalls = {
  ...system,
  ...session,
  ...verification,
  ...member,
  ...wallet,
  ...notices,
  ...games,
  ...support,
  ...points,
  ...records,
  ...inbox,
  ...memberRewards,
  ...memberFeedback,
  ...agent,
  ...contracts,
};

/** The call table's type; the client has one function per key. */
export type PlatformCalls = typeof platformCalls;
