import { getAnnouncements } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { useMemo, useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { lazyDialog } from '../../platform/lazy-dialog';
import { Button } from '../../primitives/button/button';
import { Marquee } from '../../primitives/marquee/marquee';
import { cn } from '../../styling/cn';

// The announcements dialog, with its pagination and the HTML sanitiser, loads when a title is first opened.
const AnnouncementsDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./announcements-dialog').then((module) => module.AnnouncementsDialog),
  { title: (t) => t('notices_title') },
);

/** The scrolling row of notice titles under the header (SPEC §2); a title opens the notice popup at that notice. */
export function NoticeMarquee({ className }: { className?: string }) {
  const t = useT();
  const announcements = useCallQuery(getAnnouncements);
  const [opened, setOpened] = useState<number | null>(null);
  const notices = useMemo(() => announcements.data?.player ?? [], [announcements.data]);
  const items = useMemo(
    () =>
      notices.map((notice, index) => (
        <button
          key={notice.id}
          type="button"
          onClick={() => setOpened(index)}
          className="rounded-sm text-sm text-text-muted hover:text-text focus-visible:text-text"
        >
          {notice.title}
        </button>
      )),
    [notices],
  );
  // The row's height is kept while the titles load, so the page under the header does not move down.
  if (announcements.isPending) return <div aria-hidden="true" data-slot="marquee-placeholder" className={className} />;
  // DESIGN.md: a failure is never silent; the row says why in its own place and offers to try again.
  if (announcements.isError) {
    return (
      <div
        role="alert"
        data-slot="marquee-problem"
        className={cn('flex items-center gap-3 text-sm text-text-muted', className)}
      >
        <span>{t.message({ key: announcements.error.messageKey })}</span>
        <Button variant="ghost" size="sm" onClick={() => void announcements.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (notices.length === 0) return null;

  return (
    <>
      <Marquee
        data-slot="notice-marquee"
        className={className}
        label={t('marquee_label')}
        pauseLabel={t('marquee_pause')}
        playLabel={t('marquee_play')}
        icon={
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 text-focus" fill="currentColor">
            <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />
          </svg>
        }
        items={items}
      />
      {opened !== null ? (
        <AnnouncementsDialogOnDemand
          open
          onOpenChange={(open) => {
            if (!open) setOpened(null);
          }}
          notices={notices}
          initialIndex={opened}
        />
      ) : null}
    </>
  );
}
