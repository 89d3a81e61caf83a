import {
  getAnnouncements,
  getBalance,
  getCustomerService,
  getGameVendors,
  getMemberInfo,
  getSystemStatus,
  type Transport,
} from '@lobbykit/api-client';

/**
 * Sends the reads `AppShell` paints first (the platform's status, the vendors of the navigation and footer, the
 * notices of the marquee, customer service; the member and balance when a session is open) ahead of it: call it as
 * the site's entry module runs, before rendering, so the answers come while the app's chunks still load. The shell's
 * own reads then take these answers instead of asking again (`transport.prefetch`).
 */
export function prefetchAppShell(transport: Transport): void {
  transport.prefetch(getSystemStatus);
  transport.prefetch(getGameVendors);
  transport.prefetch(getAnnouncements);
  transport.prefetch(getCustomerService);
  if (transport.tokenStore.get() === null) return;
  transport.prefetch(getMemberInfo);
  transport.prefetch(getBalance);
}
