import * as agent from './agent';
import * as contracts from './contracts';
import * as games from './games';
import * as gamesCatalogue from './games-catalogue';
import * as gamesFavourites from './games-favourites';
import * as gamesLaunch from './games-launch';
import * as gamesLottery from './games-lottery';
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
import * as walletCashier from './wallet-cashier';
import * as walletList from './wallet-list';
import * as walletRecords from './wallet-records';
import * as walletTeam from './wallet-team';

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
  ...gamesCatalogue,
  ...gamesFavourites,
  ...gamesLaunch,
  ...gamesLottery,
  ...walletCashier,
  ...walletList,
  ...walletRecords,
  ...walletTeam,
};

/** The call table's type; the client has one function per key. */
export type PlatformCalls = typeof platformCalls;
