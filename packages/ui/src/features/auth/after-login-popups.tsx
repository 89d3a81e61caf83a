import { getAnnouncements } from '@lobbykit/api-client';
import { popupDismissedKey, visiblePopupNotices } from '@lobbykit/domain';
import { useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { useRunningExclusion } from '../../platform/responsible-gaming/running-exclusion';
import { useSession } from '../../platform/session-provider';
import { PopupNoticesDialogOnDemand } from './on-demand-dialogs';

/**
 * The popup notices (SPEC §4): execution A for logged-in players, F on their first login, B for visitors; closed
 * once, they stay closed for the session (sessionStorage USER_POPUP / ANONYMOUS_POPUP). Their dialog, with the
 * HTML sanitiser, loads only when there is a popup to show. Marketing stops while a time-out or self-exclusion runs:
 * a member's pop-ups wait until the protection state says none does.
 */
export function AfterLoginPopups({ blocked, visitorPopups }: { blocked: boolean; visitorPopups: boolean }) {
  const session = useSession();
  const loggedIn = session.status === 'member';
  const key = popupDismissedKey(loggedIn);
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  const wanted = loggedIn ? session.afterLogin?.next !== 'change-password' : visitorPopups && !session.token;
  const announcements = useCallQuery(getAnnouncements, undefined, { enabled: wanted });
  const isDismissed = dismissed[key] === true || session.storage?.getItem(key) === 'closed';
  const popups = visiblePopupNotices(announcements.data?.popup ?? [], {
    loggedIn,
    firstLogin: session.firstLogin,
    dismissed: isDismissed,
  });
  const protection = useRunningExclusion();
  const excluded = !protection.known || protection.exclusion !== null;
  const open = wanted && !blocked && !excluded && popups.length > 0;

  const dismiss = () => {
    session.storage?.setItem(key, 'closed');
    setDismissed((current) => ({ ...current, [key]: true }));
    if (loggedIn) session.finishAfterLogin('all');
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
