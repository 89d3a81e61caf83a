import { getAnnouncements } from '@lobbykit/api-client';
import type { Notice } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useId, useRef } from 'react';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { NoticeList, NoticePane, useNoticeBrowser } from '../../notice-browser/notice-browser';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { EmptyState } from '../../platform/feedback/empty-state';

/**
 * Announcement (SPEC §2, agent page agentAnnouncement): the platform's announcements (`MCSFE_getListAnnouncements`,
 * the same list the announcements dialog shows; PLATFORM-FACTS names no agent-only type), titles 10 a page numbered
 * 01, 02 … beside the chosen one's sanitised HTML.
 */
export function AgentAnnouncementPage(_props: AgentCentrePageProps) {
  const t = useT();
  const announcements = useCallQuery(getAnnouncements);
  if (announcements.isError)
    return (
      <CallProblem
        error={announcements.error}
        onRetry={() => announcements.refetch()}
        className="justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text"
      />
    );
  if (!announcements.data) return <AnnouncementSkeleton label={t('loading')} />;
  const notices = announcements.data.player;
  if (notices.length === 0) return <EmptyState title={t('notice_empty')} headingLevel={3} />;
  return <AnnouncementBrowser notices={notices} />;
}

function AnnouncementBrowser({ notices }: { notices: readonly Notice[] }) {
  const browser = useNoticeBrowser(notices);
  const headingId = useId();
  const article = useRef<HTMLElement>(null);
  return (
    <div data-slot="agent-announcement" className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
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

function AnnouncementSkeleton({ label }: { label: string }) {
  const rows = ['a', 'b', 'c', 'd', 'e'];
  return (
    <div role="status" className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-2">
        {rows.map((key) => (
          <span key={key} className="h-9 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
        ))}
      </div>
      <span aria-hidden="true" className="h-80 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
    </div>
  );
}
