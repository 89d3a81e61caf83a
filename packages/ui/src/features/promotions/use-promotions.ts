import { type Announcements, getAnnouncements, type Promotion } from '@lobbykit/api-client';
import { useCallQuery } from '../../platform/call-hooks';

const promotionsOf = (value: Announcements): Promotion[] => value.promotion;

/** The platform's promotions (PLATFORM-FACTS §6.12), from the one announcements read the marquee shares. */
export function usePromotions() {
  return useCallQuery(getAnnouncements, undefined, { select: promotionsOf });
}
