import { locateNotice, NOTICES_PER_PAGE, type Notice, type NoticePage, paginateNotices } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { type Ref, useState } from 'react';
import { Pagination } from '../primitives/pagination/pagination';
import { richTextClass, SafeHtml } from '../primitives/safe-html/safe-html';
import { cn } from '../styling/cn';

/** Which notice is shown and which page of the list: the state the dialog and the notices page share. */
export type NoticeBrowser<N extends Notice> = {
  notices: readonly N[];
  /** 0-based index of the shown notice in the whole list. */
  selected: number;
  notice: N | undefined;
  shown: NoticePage<N>;
  select: (index: number) => void;
  /** Turns to a page and shows its first notice. */
  turnTo: (page: number) => void;
};

/** Starts at `initialIndex` (clamped into the list) with its page selected (SPEC §2). */
export function useNoticeBrowser<N extends Notice>(notices: readonly N[], initialIndex = 0): NoticeBrowser<N> {
  const start = Math.min(Math.max(0, Math.trunc(initialIndex) || 0), Math.max(0, notices.length - 1));
  const [selected, setSelected] = useState(start);
  const [page, setPage] = useState(() => locateNotice(start).page);
  return {
    notices,
    selected,
    notice: notices[selected],
    shown: paginateNotices(notices, page),
    select: setSelected,
    turnTo: (next) => {
      setPage(next);
      setSelected((next - 1) * NOTICES_PER_PAGE);
    },
  };
}

/** Props of {@link NoticeList}. */
export type NoticeListProps<N extends Notice> = {
  browser: NoticeBrowser<N>;
  /** Called with the list index when a title is chosen (after the browser selects it). */
  onChoose?: (index: number) => void;
  /** Names the list; "Announcement list" by default. */
  label?: string;
  className?: string;
};

/** The notice titles 10 a page, numbered 01, 02 … over the whole list, with pagination under them (SPEC §2). */
export function NoticeList<N extends Notice>({ browser, onChoose, label, className }: NoticeListProps<N>) {
  const t = useT();
  const { shown, selected } = browser;
  return (
    <div data-slot="notice-list" className={cn('flex flex-col gap-3', className)}>
      <ol aria-label={label ?? t('notice_list_label')} className="flex flex-col gap-1">
        {shown.items.map(({ notice: item, number }, position) => {
          const index = (shown.page - 1) * NOTICES_PER_PAGE + position;
          const current = index === selected;
          return (
            <li key={item.id}>
              <button
                type="button"
                data-notice-index={index}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  browser.select(index);
                  onChoose?.(index);
                }}
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
          onPageChange={browser.turnTo}
          label={t('pagination')}
          previousLabel={t('previous_page')}
          nextLabel={t('next_page')}
          pageLabel={(number, total) => t('page_of', { page: number, total })}
        />
      ) : null}
    </div>
  );
}

/** Props of {@link NoticePane}. */
export type NoticePaneProps = {
  notice: Notice;
  /** h3 inside the dialog (its title is the h2), h2 on the notices page. */
  headingLevel?: 2 | 3;
  /** The heading's id, which names the pane. */
  headingId: string;
  ref?: Ref<HTMLElement>;
  /** Lets a script move focus to the heading (the notices page does on a phone, when the pane replaces the list). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/** The chosen notice: its title, when it was posted, and its HTML through the one sanitiser. */
export function NoticePane({ notice, headingLevel = 3, headingId, ref, headingRef, className }: NoticePaneProps) {
  const t = useT();
  const { formatDateTimeWithZone } = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      ref={ref}
      data-slot="notice-pane"
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-md border border-border bg-surface-2 p-4', className)}
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-lg leading-snug focus:outline-none"
      >
        {notice.title}
      </Heading>
      {notice.date ? (
        <p className="mt-1 text-text-muted text-xs tabular-nums">
          {t('notice_posted', { date: formatDateTimeWithZone(notice.date) })}
        </p>
      ) : null}
      <SafeHtml html={notice.content ?? ''} className={cn('mt-4 text-sm leading-relaxed', richTextClass)} />
    </article>
  );
}
