import { popupDismissedKey, visiblePopupNotices } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { SafeHtml } from '../../primitives/safe-html/safe-html';
import { usePlatform } from '../platform/platform-provider';
import { useSession } from '../session/session-provider';

/**
 * The popup notices (SPEC §4): execution A for logged-in players, F on their first login, B for visitors; closed
 * once, they stay closed for the session (sessionStorage USER_POPUP / ANONYMOUS_POPUP).
 */
export function AfterLoginPopups({ blocked, visitorPopups }: { blocked: boolean; visitorPopups: boolean }) {
  const t = useT();
  const { queries } = usePlatform();
  const session = useSession();
  const loggedIn = session.status === 'member';
  const key = popupDismissedKey(loggedIn);
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  const wanted = loggedIn ? session.afterLogin?.next !== 'change-password' : visitorPopups && !session.token;
  const announcements = useQuery({ ...queries.getAnnouncements(), enabled: wanted });
  const isDismissed = dismissed[key] === true || session.storage?.getItem(key) === 'closed';
  const popups = visiblePopupNotices(announcements.data?.popup ?? [], {
    loggedIn,
    firstLogin: session.firstLogin,
    dismissed: isDismissed,
  });
  const open = wanted && !blocked && popups.length > 0;

  const dismiss = () => {
    session.storage?.setItem(key, 'closed');
    setDismissed((current) => ({ ...current, [key]: true }));
    if (loggedIn) session.finishAfterLogin('all');
  };

  return (
    <Modal
      name="publicModal"
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}
      title={t('notices_title')}
      closeLabel={t('close')}
      size="lg"
    >
      <div className="flex flex-col gap-6">
        {popups.map((popup) => (
          <article key={popup.id} aria-labelledby={`popup-${popup.id}`} className="flex flex-col gap-2">
            <h3 id={`popup-${popup.id}`} className="font-semibold text-base">
              {popup.title}
            </h3>
            <SafeHtml html={popup.content} className="text-sm text-text-muted leading-relaxed" />
          </article>
        ))}
        <Button className="self-end" onClick={dismiss}>
          {t('notice_dismiss_session')}
        </Button>
      </div>
    </Modal>
  );
}
