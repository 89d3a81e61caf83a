import type { Notice } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId, useRef } from 'react';
import { NoticeList, NoticePane, useNoticeBrowser } from '../../notice-browser/notice-browser';
import { Modal } from '../../primitives/modal/modal';

export type AnnouncementsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notices: readonly Notice[];
  /** 0-based index of the notice to show first; its page is selected (SPEC §2). */
  initialIndex?: number;
};

/**
 * The announcements dialog (SPEC §2): the notice titles 10 a page, numbered 01, 02 …, with pagination on one side
 * and the selected notice's title and sanitised HTML on the other.
 */
export function AnnouncementsDialog({ open, onOpenChange, notices, initialIndex = 0 }: AnnouncementsDialogProps) {
  const t = useT();
  return (
    <Modal
      data-slot="announcements-dialog"
      name="noticePopup"
      open={open}
      onOpenChange={onOpenChange}
      title={t('notices_title')}
      closeLabel={t('close')}
      size="lg"
    >
      {open ? <NoticeBrowser key={initialIndex} notices={notices} initialIndex={initialIndex} /> : null}
    </Modal>
  );
}

function NoticeBrowser({ notices, initialIndex }: { notices: readonly Notice[]; initialIndex: number }) {
  const t = useT();
  const browser = useNoticeBrowser(notices, initialIndex);
  const headingId = useId();
  const article = useRef<HTMLElement>(null);

  if (notices.length === 0) return <p className="py-10 text-center text-text-muted">{t('notice_empty')}</p>;

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <NoticeList
        browser={browser}
        // On a phone the notice sits under the list: bring it into view when one is chosen.
        onChoose={() => requestAnimationFrame(() => article.current?.scrollIntoView?.({ block: 'nearest' }))}
      />
      {browser.notice ? (
        <NoticePane ref={article} notice={browser.notice} headingId={headingId} className="md:min-h-80" />
      ) : null}
    </div>
  );
}
