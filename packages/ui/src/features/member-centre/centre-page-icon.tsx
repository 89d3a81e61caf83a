import type { MemberCentrePage } from '@lobbykit/domain';
import { CentreNavIcon } from '../../centres/centre-nav';

// One 24 px stroke drawing per page, so the list reads at a glance as a cashier's does.
const DRAWINGS: Record<MemberCentrePage, string> = {
  securityCenter: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  transferFund: 'M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7zm0 0V6a2 2 0 0 1 2-2h11M16 14h.01',
  depositv2: 'M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  withdraw: 'M12 15V3m0 0L8 7m4-4 4 4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  transferUpline: 'M7 17 17 7m0 0H9m8 0v8',
  personalHistoryCopy: 'M8 4h8l4 4v12H4V4h4zm0 7h8m-8 4h5',
  transactionHistory: 'M4 6h16M4 12h16M4 18h10',
  personalProfit: 'M4 19V5m0 14h16M8 15l3-4 3 2 5-6',
  bonusDetails: 'M4 11h16v9H4v-9zm8 0v9M3 7h18v4H3V7zm9 0S10 3 8 4s0 3 4 3zm0 0s2-4 4-3 0 3-4 3z',
  rewardCenter: 'M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4m10-4h3a3 3 0 0 1-3 4',
  referral: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 9a6 6 0 0 1 12 0m4-12v6m3-3h-6',
  missionLeaderboard: 'M5 21V4m0 0h11l-2 4 2 4H5',
  messageV2: 'M4 5h16v11H8l-4 4V5z',
  responsibleGaming: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3zm-3 9 2 2 4-4',
};

/** The drawing of a member-centre page, beside its name in the list. */
export function CentrePageIcon({ page, className }: { page: MemberCentrePage; className?: string }) {
  return <CentreNavIcon drawing={DRAWINGS[page]} className={className} />;
}
