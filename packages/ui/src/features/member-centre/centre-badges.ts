import { getMissionSummary, getUnreadCount } from '@lobbykit/api-client';
import type { MemberCentrePage } from '@lobbykit/domain';
import { useCallQuery } from '../../platform/call-hooks';

/** A page's badge: a count and how it reads to a screen reader. */
export type CentreBadge = { count: number; kind: 'missions' | 'unread' };

/**
 * The member centre's badges (SPEC §2): available missions on missionLeaderboard, unread messages on messageV2.
 * They read the same calls as the pages, so a message read on its page drops the badge with it.
 */
export function useCentreBadges(): Partial<Record<MemberCentrePage, CentreBadge>> {
  const unread = useCallQuery(getUnreadCount);
  const missions = useCallQuery(getMissionSummary);
  const badges: Partial<Record<MemberCentrePage, CentreBadge>> = {};
  if (missions.data?.availableCount)
    badges.missionLeaderboard = { count: missions.data.availableCount, kind: 'missions' };
  if (unread.data?.unreadCount) badges.messageV2 = { count: unread.data.unreadCount, kind: 'unread' };
  return badges;
}
