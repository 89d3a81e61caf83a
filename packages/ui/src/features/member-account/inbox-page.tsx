import { getInboxMessages, type InboxMessage, markMessagesRead } from '@lobbykit/api-client';
import { orderInbox } from '@lobbykit/domain';
import { type MessageKey, useFormat, useT } from '@lobbykit/i18n';
import { useState } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Button } from '../../primitives/button/button';
import { Pagination } from '../../primitives/pagination/pagination';
import { SafeHtml } from '../../primitives/safe-html/safe-html';
import { TimeZoneNote } from '../../primitives/time-zone-note/time-zone-note';
import { cn } from '../../styling/cn';

const PAGE_SIZE = 10;

const CATEGORY_KEYS = {
  system: 'inbox_category_system',
  promotion: 'inbox_category_promotion',
  account: 'inbox_category_account',
} as const satisfies Record<InboxMessage['category'], MessageKey>;

/**
 * Platform information (member page messageV2, SPEC §2): the inbox, unread first; opening a message shows its
 * server HTML through the one sanitiser and marks it read, which drops the unread badges with it (one query owns
 * the count and the mark-read call invalidates it).
 */
export function InboxPage(_props: MemberCentrePageProps) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useCallQuery(getInboxMessages, { pageNo, pageSize: PAGE_SIZE, unreadOnly: false });
  const markRead = useCallMutation(markMessagesRead);
  const messages = inbox.data ? orderInbox(inbox.data.list) : [];
  const open = messages.find((message) => message.id === openId) ?? null;
  const unread = inbox.data?.unreadCount ?? 0;

  function read(message: InboxMessage) {
    setOpenId(message.id);
    markRead.reset();
    if (!message.read) markRead.mutate({ ids: [message.id] });
  }

  return (
    <div data-slot="inbox-page" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-text-muted" aria-live="polite">
          {inbox.data ? t('unread_messages', { count: unread }) : '\u00a0'}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <TimeZoneNote />
          <Button
            size="sm"
            variant="outline"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('inbox_mark_all_read')}
          </Button>
        </div>
      </div>

      {inbox.error ? (
        <CallProblem error={inbox.error} onRetry={() => inbox.refetch()} className="rounded-lg bg-surface-2 p-4" />
      ) : (
        <div className="grid gap-3 lg:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
          <div className={cn('flex flex-col gap-3', open ? 'max-lg:hidden' : null)}>
            {!inbox.data ? (
              <InboxSkeleton />
            ) : messages.length === 0 ? (
              <p className="rounded-lg border border-border border-dashed p-8 text-center text-sm text-text-muted">
                {t('inbox_empty')}
              </p>
            ) : (
              <ul
                aria-label={t('inbox_list_label')}
                className="flex flex-col overflow-hidden rounded-lg border border-border"
              >
                {messages.map((message) => (
                  <li key={message.id} className="border-border border-b last:border-b-0">
                    <button
                      type="button"
                      aria-current={message.id === openId ? 'true' : undefined}
                      onClick={() => read(message)}
                      className={cn(
                        'flex w-full items-start gap-3 px-3 py-3 text-start transition-colors motion-reduce:transition-none',
                        'hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
                        message.id === openId ? 'bg-accent-soft' : 'bg-surface-1',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'mt-1.5 size-2 shrink-0 rounded-full',
                          message.read ? 'bg-transparent' : 'bg-accent',
                        )}
                      />
                      <span className="flex min-w-0 flex-1 flex-col gap-1">
                        <span className={cn('truncate text-sm', message.read ? 'text-text-muted' : 'font-semibold')}>
                          {message.read ? null : <span className="sr-only">{t('inbox_unread')}: </span>}
                          {message.title}
                        </span>
                        <span className="flex flex-wrap items-center gap-2 text-text-muted text-xs">
                          <span className="rounded bg-surface-3 px-1.5 py-0.5">
                            {t(CATEGORY_KEYS[message.category])}
                          </span>
                          <time dateTime={new Date(message.time).toISOString()} className="tabular-nums">
                            {formatDateTime(message.time)}
                          </time>
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {inbox.data && inbox.data.totalPages > 1 ? (
              <Pagination
                page={pageNo}
                pageCount={inbox.data.totalPages}
                onPageChange={(next) => {
                  setPageNo(next);
                  setOpenId(null);
                }}
                label={t('pagination')}
                previousLabel={t('previous_page')}
                nextLabel={t('next_page')}
                pageLabel={(page, total) => t('page_of', { page, total })}
              />
            ) : null}
          </div>

          <div className={cn(open ? null : 'max-lg:hidden')}>
            {open ? (
              <article
                aria-labelledby="inbox-message-title"
                className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4 sm:p-5"
              >
                <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={() => setOpenId(null)}>
                  <span aria-hidden="true">←</span> {t('inbox_back')}
                </Button>
                <h3 id="inbox-message-title" className="font-bold text-lg leading-snug">
                  {open.title}
                </h3>
                <p className="flex flex-wrap items-center gap-2 text-text-muted text-xs">
                  <span className="rounded bg-surface-3 px-1.5 py-0.5">{t(CATEGORY_KEYS[open.category])}</span>
                  <time dateTime={new Date(open.time).toISOString()} className="tabular-nums">
                    {formatDateTime(open.time)}
                  </time>
                </p>
                <SafeHtml html={open.content} className="text-sm leading-relaxed" />
                {markRead.error ? (
                  <CallProblem error={markRead.error} onRetry={() => read({ ...open, read: false })} />
                ) : null}
              </article>
            ) : inbox.data && messages.length > 0 ? (
              <p className="flex h-full min-h-40 items-center justify-center rounded-lg border border-border border-dashed p-6 text-center text-sm text-text-muted">
                {t('inbox_select_hint')}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

function InboxSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col overflow-hidden rounded-lg border border-border">
      {[0, 1, 2, 3, 4].map((row) => (
        <li key={row} className="flex gap-3 border-border border-b px-3 py-3 last:border-b-0">
          <span className="mt-1.5 size-2 rounded-full bg-surface-3" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-3/4 rounded bg-surface-3 motion-safe:animate-pulse" />
            <span className="h-3 w-1/2 rounded bg-surface-3 motion-safe:animate-pulse" />
          </span>
        </li>
      ))}
    </ul>
  );
}
