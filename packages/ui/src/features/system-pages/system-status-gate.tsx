import { getSystemStatus, isPlatformError, PLATFORM_MESSAGE_KEYS } from '@lobbykit/api-client';
import { resolveSystemStatus, SYSTEM_STATUS } from '@lobbykit/domain';
import type { ReactNode } from 'react';
import { useLiveChat } from '../../customer-service/use-live-chat';
import { useCallQuery } from '../../platform/call-hooks';
import { FullPageError, FullPageLoading } from '../../platform/feedback/full-page-state';
import { useSettingWarning } from '../../platform/feedback/use-setting-warning';
import { lazyRoute } from '../../platform/lazy-route';
import type { MaintenancePageProps } from './maintenance-page';
import type { RegionBlockedPageProps } from './region-blocked-page';
import { usePlatformLanguages } from './use-platform-languages';

// Few visits ever see these pages, so every other visit's first paint does not carry them (bundle budget).
const MaintenancePage = /* @__PURE__ */ lazyRoute<MaintenancePageProps>(
  () => import('./maintenance-page').then((module) => ({ default: module.MaintenancePage })),
  { fallback: <FullPageLoading /> },
);
const RegionBlockedPage = /* @__PURE__ */ lazyRoute<RegionBlockedPageProps>(
  () => import('./region-blocked-page').then((module) => ({ default: module.RegionBlockedPage })),
  { fallback: <FullPageLoading /> },
);

export type SystemStatusGateProps = {
  /** The normal app: shown unless the platform reports maintenance (1) or a blocked region (2). */
  children: ReactNode;
  /**
   * Show the loading view until the status is known, instead of the app at once. Default false: the app (or its
   * server-rendered shell) shows while the status call is out, and gives way to the maintenance or region-blocked
   * page if the answer says so — a server can render the shell without asking the platform.
   */
  holdUntilKnown?: boolean;
};

/** Asks the platform's status and shows the normal app, the maintenance page or the region-blocked page (SPEC §2, §4). */
export function SystemStatusGate({ children, holdUntilKnown = false }: SystemStatusGateProps) {
  const liveChat = useLiveChat();
  const status = useCallQuery(getSystemStatus);
  usePlatformLanguages(status.data);
  // The first call a site makes: refused or garbled, the platform address is the likely culprit, so the console names it.
  useSettingWarning(status.error, 'platform');

  if (status.isPending) return holdUntilKnown ? <FullPageLoading /> : children;
  if (status.isError) {
    const messageKey = isPlatformError(status.error) ? status.error.messageKey : PLATFORM_MESSAGE_KEYS.unknown;
    return <FullPageError messageKey={messageKey} onRetry={() => status.refetch()} />;
  }
  switch (resolveSystemStatus(status.data)) {
    case SYSTEM_STATUS.maintenance:
      return (
        <>
          <MaintenancePage onContactUs={liveChat.open} contactProblem={liveChat.problem} />
          {liveChat.dialog}
        </>
      );
    case SYSTEM_STATUS.regionBlocked:
      return (
        <>
          <RegionBlockedPage
            ip={status.data.location.ip}
            country={status.data.location.country}
            onContactUs={liveChat.open}
            contactProblem={liveChat.problem}
          />
          {liveChat.dialog}
        </>
      );
    default:
      return children;
  }
}
