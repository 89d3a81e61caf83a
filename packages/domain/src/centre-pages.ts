/** A member-centre page id (SPEC §2, and responsible gaming, ours). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Ours, after the spec's pages: the player-protection tools a regulated market requires.
  'responsibleGaming',
] as const;
/** A member-centre page. */
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
/** The page the member centre opens on (SPEC §2). */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The member-centre page an address names (`?mc=transferFund`), or null when it names none. */
export function memberCentrePageOf(value: string | null | undefined): MemberCentrePage | null {
  return MEMBER_CENTRE_PAGES.find((page) => page === value) ?? null;
}
