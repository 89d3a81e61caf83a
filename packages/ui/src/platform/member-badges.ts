import { getMemberInfo, getUnreadCount } from '@lobbykit/api-client';
import { isTrialAccount } from '@lobbykit/domain';
import { useCallQuery } from './call-hooks';

/**
 * The unread-message count of the inbox badges (SPEC §2 messageV2, §3 application state) for what stands outside
 * the member centre, such as the user menu. One query owns the count: the member-centre list, the user menu and the
 * inbox read the same `getUnreadCount` cache, and marking a message read invalidates it, so every badge drops
 * together. 0 while unknown, refused, or for a trial account (it has no inbox, SPEC §4).
 */
export function useUnreadCount(): number {
  const member = useCallQuery(getMemberInfo);
  const real = member.data !== undefined && !isTrialAccount(member.data.type);
  const query = useCallQuery(getUnreadCount, {}, { enabled: real });
  return real ? (query.data?.unreadCount ?? 0) : 0;
}
