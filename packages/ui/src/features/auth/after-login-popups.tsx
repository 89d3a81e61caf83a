import { getAnnouncements } from '@lobbykit/api-client';
import { popupDismissedKey, visiblePopupNotices } from '@lobbykit/domain';
import { useState } from 'react';
import { useCallQuery, useSessionToken } from '../../platform/call-hooks';
import { useRunningExclusion } from '../../platform/responsible-gaming/running-exclusion';
import { useAfterLogin, useSessionStatus } from '../../platform/session-hooks';
import { useSessionItem, useSessionStorage } from '../../platform/session-storage';
import { PopupNoticesDialogOnDemand } from './on-demand-dialogs';

/**
 * The popup notices (SPEC §4): execution A for logged-in players, F on their first login, B for visitors; closed
 * once, they stay closed for the session (sessionStorage USER_POPUP / ANONYMOUS_POPUP). Their dialog, with the
 * HTML sanitiser, loads only when there is a popup to show. Marketing stops while a time-out or self-exclusion runs:
 * a member's pop-ups wait until the protection state says none does.
 */
export function AfterLoginPopups({ blocked, visitorPopups }: { blocked: boolean; visitorPopups: boolean }) {
  const loggedIn = useSessionStatus() === 'member';
  const token = useSessionToken();
  const afterLogin = useAfterLogin();
  const storage = useSessionStorage();
  const key = popupDismissedKey(loggedIn);
  const closedThisSession = useSessionItem(key) === 'closed';
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  const wanted = loggedIn ? afterLogin.steps?.next !== 'change-password' : visitorPopups && !token;
  const announcements = useCallQuery(getAnnouncements, undefined, { enabled: wanted });
  const isDismissed = dismissed[key] === true || closedThisSession;
  const popups = visiblePopupNotices(announcements.data?.popup ?? [], {
    loggedIn,
    firstLogin: afterLogin.firstLogin,
    dismissed: isDismissed,
  });
  const protection = useRunningExclusion();
  const excluded = !protection.known || protection.exclusion !== null;
  const open = wanted && !blocked && !excluded && popups.length > 0;

  const dismiss = () => {
    storage.setItem(key, 'closed');
    setDismissed((current) => ({ ...current, [key]: true }));
    if (loggedIn) afterLogin.finish('all');
  };

  return (
    <>
      {protection.reader}
      {open ? (
        <PopupNoticesDialogOnDemand
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}
          popups={popups}
          onDismiss={dismiss}
        />
      ) : null}
    </>
  );
}
