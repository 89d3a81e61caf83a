import { getAnnouncements } from '@lobbykit/api-client';
import { type Notice, noticeIndexOf } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NoticeList, NoticePane, useNoticeBrowser } from '../../notice-browser/notice-browser';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { EmptyState } from '../../platform/feedback/empty-state';
import { usePageMeta } from '../../platform/use-page-meta';
import { Button } from '../../primitives/button/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { cn } from '../../styling/cn';

/** Props of {@link NoticesPage}. */
export type NoticesPageProps = {
  /** The page's heading and document title; "Announcements" in the shown language by default. */
  title?: string;
  /** The notice a deep link names (`/noticePage?id=<id>`): its type, page and item are selected. */
  noticeId?: string | null;
  className?: string;
};

type NoticeType = 'player' | 'popup';

const TYPE_LABELS = { player: 'notices_type_player', popup: 'notices_type_popup' } as const;

// From this width the list and the pane stand side by side (Tailwind's md).
const SIDE_BY_SIDE = '(min-width: 48rem)';
const sideBySide = () => typeof window.matchMedia === 'function' && window.matchMedia(SIDE_BY_SIDE).matches;

/**
 * One type of notice, full width: the numbered list and its pages beside the chosen notice. On a phone the list
 * comes first and choosing a notice shows it in its place, with a way back to the list.
 */
function NoticeTypeBrowser({
  notices,
  initialIndex,
  startOnNotice,
  listLabel,
}: {
  notices: readonly Notice[];
  initialIndex: number;
  startOnNotice: boolean;
  listLabel: string;
}) {
  const t = useT();
  const browser = useNoticeBrowser(notices, initialIndex);
  const [view, setView] = useState<'list' | 'notice'>(startOnNotice ? 'notice' : 'list');
  const headingId = useId();
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the view has changed on a phone: the notice's heading, or back to its title in the list.
  const focusNext = useRef<'notice' | 'list' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'notice') heading.current?.focus();
    if (target === 'list') {
      container.current?.querySelector<HTMLElement>(`[data-notice-index="${browser.selected}"]`)?.focus();
    }
  });

  const choose = () => {
    if (!sideBySide()) focusNext.current = 'notice';
    setView('notice');
  };
  const backToList = () => {
    focusNext.current = 'list';
    setView('list');
  };

  return (
    <div
      ref={container}
      data-slot="notice-type-browser"
      data-view={view}
      className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]"
    >
      <NoticeList
        browser={browser}
        label={listLabel}
        onChoose={choose}
        className={cn(view === 'notice' && 'max-md:hidden')}
      />
      {browser.notice ? (
        <div className={cn('flex min-w-0 flex-col gap-3', view === 'list' && 'max-md:hidden')}>
          <Button variant="ghost" size="sm" className="w-fit md:hidden" onClick={backToList}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="rtl:rotate-180" fill="none" stroke="currentColor">
              <path d="m15 18-6-6 6-6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('notices_back_to_list')}
          </Button>
          <NoticePane
            notice={browser.notice}
            headingLevel={2}
            headingId={headingId}
            headingRef={heading}
            className="md:min-h-96 md:p-6"
          />
        </div>
      ) : null}
    </div>
  );
}

/** Where a deep link lands: the type and index of the named notice, or the first notice when it is not listed. */
function landing(lists: Record<NoticeType, readonly Notice[]>, types: readonly NoticeType[], noticeId: string | null) {
  for (const type of types) {
    const index = noticeIndexOf(lists[type], noticeId);
    if (index >= 0) return { type, index, found: true };
  }
  return { type: types[0] ?? 'player', index: 0, found: false };
}

/**
 * The notices page (SPEC §2 `/noticePage`): every notice type the platform sends as text (player notices and pop-up
 * announcements), each the announcements dialog's list and pane at full width, 10 a page numbered 01, 02 …; a deep
 * link `/noticePage?id=<id>` opens that notice on its page. Skeletons while loading, an empty state, and the
 * catalogue's message with a retry on failure.
 */
export function NoticesPage({ title, noticeId = null, className }: NoticesPageProps) {
  const t = useT();
  const heading = title ?? t('notices_title');
  usePageMeta(heading, t('notices_page_description'));
  const announcements = useCallQuery(getAnnouncements);

  let content: ReactNode;
  if (announcements.isPending) {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('notices_loading')}
        </p>
        <div aria-hidden="true" className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-2">
            {['a', 'b', 'c', 'd', 'e', 'f'].map((id) => (
              <span key={id} className="h-9 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
            ))}
          </div>
          <span className="h-64 animate-pulse rounded-md bg-surface-2 max-md:hidden motion-reduce:animate-none" />
        </div>
      </>
    );
  } else if (announcements.isError) {
    content = (
      <div className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6 sm:px-6">
        <CallProblem
          error={announcements.error}
          onRetry={() => void announcements.refetch()}
          className="justify-center text-text"
        />
      </div>
    );
  } else {
    const lists: Record<NoticeType, readonly Notice[]> = {
      player: announcements.data.player,
      popup: announcements.data.popup,
    };
    const types = (['player', 'popup'] as const).filter((type) => lists[type].length > 0);
    if (types.length === 0) {
      content = <EmptyState title={t('notice_empty')} />;
    } else {
      const start = landing(lists, types, noticeId);
      const browserOf = (type: NoticeType) => (
        <NoticeTypeBrowser
          notices={lists[type]}
          initialIndex={type === start.type ? start.index : 0}
          startOnNotice={type === start.type && start.found}
          listLabel={types.length > 1 ? t(TYPE_LABELS[type]) : t('notice_list_label')}
        />
      );
      content = (
        <>
          {noticeId !== null && !start.found ? (
            <p role="status" className="rounded-md bg-surface-2 px-4 py-3 text-sm text-text-muted">
              {t('notice_not_found')}
            </p>
          ) : null}
          {types.length === 1 ? (
            browserOf(start.type)
          ) : (
            <Tabs variant="pills" defaultValue={start.type}>
              <TabsList aria-label={t('notices_types_label')}>
                {types.map((type) => (
                  <TabsTrigger key={type} value={type}>
                    {t(TYPE_LABELS[type])}
                  </TabsTrigger>
                ))}
              </TabsList>
              {types.map((type) => (
                <TabsContent key={type} value={type}>
                  {browserOf(type)}
                </TabsContent>
              ))}
            </Tabs>
          )}
        </>
      );
    }
  }

  return (
    <section
      data-slot="notices-page"
      aria-labelledby="notices-page-title"
      aria-busy={announcements.isPending || undefined}
      className={cn('mx-auto flex w-full max-w-[1440px] flex-col gap-4 px-3 py-4 sm:px-5 sm:py-6', className)}
    >
      <h1 id="notices-page-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
        {heading}
      </h1>
      {/* A new deep link starts over on the notice it names. */}
      <div key={noticeId ?? ''} className="flex flex-col gap-4">
        {content}
      </div>
    </section>
  );
}
