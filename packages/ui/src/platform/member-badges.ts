import { getMemberInfo, getUnreadCount } from '@lobbykit/api-client';
import { useCallQuery } from './call-hooks';
import { accountKindOf } from './member-state';

/**
 * The unread-message count of the inbox badges (SPEC §2 messageV2, §3 application state) for what stands outside
 * the member centre, such as the user menu. One query owns the count: the member-centre list, the user menu and the
 * inbox read the same `getUnreadCount` cache, and marking a message read invalidates it, so every badge drops
 * together. 0 while unknown, refused, or for a trial account (it has no inbox, SPEC §4).
 */
export function useUnreadCount(): number {
  const member = useCallQuery(getMemberInfo);
  // Straight from the member query rather than useAccountKind: the badge also stands outside a SessionProvider.
  const kind = accountKindOf(member.data?.type);
  const real = kind.memberType !== null && !kind.isTrial;
  const query = useCallQuery(getUnreadCount, {}, { enabled: real });
  return real ? (query.data?.unreadCount ?? 0) : 0;
}
