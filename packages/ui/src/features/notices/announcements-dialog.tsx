import { locateNotice, NOTICES_PER_PAGE, type Notice, paginateNotices } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useRef, useState } from 'react';
import { Modal } from '../../primitives/modal/modal';
import { Pagination } from '../../primitives/pagination/pagination';
import { SafeHtml } from '../../primitives/safe-html/safe-html';
import { cn } from '../../styling/cn';

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
  const { formatDateTime } = useFormat();
  const start = Math.min(Math.max(0, initialIndex), Math.max(0, notices.length - 1));
  const [selected, setSelected] = useState(start);
  const [page, setPage] = useState(() => locateNotice(start).page);
  const shown = paginateNotices(notices, page);
  const notice = notices[selected];
  const article = useRef<HTMLElement>(null);
  // On a phone the notice sits under the list: bring it into view when one is chosen.
  const select = (index: number) => {
    setSelected(index);
    requestAnimationFrame(() => article.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  if (notices.length === 0) return <p className="py-10 text-center text-text-muted">{t('notice_empty')}</p>;

  const turnTo = (next: number) => {
    setPage(next);
    setSelected((next - 1) * NOTICES_PER_PAGE);
  };

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <ol aria-label={t('notice_list_label')} className="flex flex-col gap-1">
          {shown.items.map(({ notice: item, number }, position) => {
            const index = (shown.page - 1) * NOTICES_PER_PAGE + position;
            const current = index === selected;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => select(index)}
                  className={cn(
                    'flex w-full items-baseline gap-3 rounded-md px-3 py-2 text-start text-sm hover:bg-surface-2',
                    current && 'bg-surface-3 font-semibold text-text',
                  )}
                >
                  <span className={cn('tabular-nums text-text-muted', current && 'text-focus')}>{number}</span>
                  <span className="line-clamp-2 min-w-0">{item.title}</span>
                </button>
              </li>
            );
          })}
        </ol>
        {shown.pageCount > 1 ? (
          <Pagination
            page={shown.page}
            pageCount={shown.pageCount}
            onPageChange={turnTo}
            label={t('pagination')}
            previousLabel={t('previous_page')}
            nextLabel={t('next_page')}
            pageLabel={(number, total) => t('page_of', { page: number, total })}
          />
        ) : null}
      </div>
      {notice ? (
        <article
          ref={article}
          aria-labelledby="notice-title"
          className="min-w-0 rounded-md border border-border bg-surface-2 p-4 md:min-h-80"
        >
          <h3 id="notice-title" className="font-bold text-lg leading-snug">
            {notice.title}
          </h3>
          {notice.date ? (
            <p className="mt-1 text-text-muted text-xs tabular-nums">
              {t('notice_posted', { date: formatDateTime(notice.date) })}
            </p>
          ) : null}
          <SafeHtml html={notice.content ?? ''} className="mt-4 text-sm leading-relaxed" />
        </article>
      ) : null}
    </div>
  );
}
