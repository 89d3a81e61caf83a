import { getWinnerBoard } from '@lobbykit/api-client';
import { rankWinners } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useMemo } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { useImageSource } from '../../platform/use-image-source';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { cn } from '../../styling/cn';
import { HomeSection, SectionEmpty, SectionProblem } from './home-section';

const ROW_PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

// The first three places get medal colours; gold itself stays the colour of money (DESIGN.md).
const medal = ['bg-gold text-gold-contrast', 'bg-text-muted text-page', 'bg-[#b87333] text-page'];

/** The winner board (`GCSGAME_getRankList`, PLATFORM-FACTS §6.10): 20 wins, largest first, amounts in gold. */
export function WinnerBoard({ className }: { className?: string }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const board = useCallQuery(getWinnerBoard);
  const image = useImageSource();
  const wins = useMemo(() => rankWinners(board.data?.list ?? []), [board.data]);
  const title = t('home_winners');

  let body: React.ReactNode;
  if (board.isPending) {
    body = (
      <div className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        {ROW_PLACEHOLDERS.map((id) => (
          <div key={id} aria-hidden="true" className="flex h-14 items-center gap-3 rounded-lg bg-surface-2 px-3">
            <span className="size-10 shrink-0 animate-pulse rounded-md bg-surface-3 motion-reduce:animate-none" />
            <span className="flex flex-1 flex-col gap-1.5">
              <span className="h-3 w-1/3 rounded-sm bg-surface-3" />
              <span className="h-3 w-1/2 rounded-sm bg-surface-3" />
            </span>
            <span className="h-4 w-20 rounded-sm bg-surface-3" />
          </div>
        ))}
      </div>
    );
  } else if (board.isError) {
    body = <SectionProblem error={board.error} onRetry={() => void board.refetch()} />;
  } else if (wins.length === 0) {
    body = <SectionEmpty title={t('home_winners_empty')} detail={t('home_winners_empty_detail')} />;
  } else {
    body = (
      <ol aria-label={title} className="flex flex-col gap-1.5">
        {wins.map((win, index) => {
          const game = win.displayName || win.gameName;
          return (
            <li
              key={`${win.customerName}/${win.time ?? index}/${win.winAmount}`}
              className="flex h-14 items-center gap-2 rounded-lg bg-surface-2 px-2 sm:gap-3 sm:px-2.5"
            >
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full font-bold text-xs tabular-nums',
                  medal[index] ?? 'text-text-muted',
                )}
              >
                <span className="sr-only">{t('home_winner_rank', { rank: index + 1 })}</span>
                <span aria-hidden="true">{index + 1}</span>
              </span>
              <LazyImage
                {...image(win.iconUrl ?? '')}
                alt=""
                fallback={<span className="block size-full bg-linear-to-br from-accent-soft to-surface-3" />}
                className="hidden size-10 shrink-0 rounded-md min-[400px]:block"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold text-sm">{win.customerName}</span>
                <span className="truncate text-text-muted text-xs">{game}</span>
              </span>
              <span className="shrink-0 text-end font-bold text-gold text-sm tabular-nums">
                {formatMoney(Number(win.winAmount))}
              </span>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <HomeSection
      data-slot="winner-board"
      title={title}
      detail={t('home_winners_detail')}
      icon={<TrophyIcon />}
      busy={board.isFetching}
      className={cn('rounded-xl bg-surface-1 p-3 ring-1 ring-border/50 sm:p-4', className)}
    >
      {body}
    </HomeSection>
  );
}

function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="size-5 shrink-0 text-gold">
      <path d="M7 3h10v2h3a1 1 0 0 1 1 1v2a5 5 0 0 1-4.3 4.95A5 5 0 0 1 13 15.9V18h3a1 1 0 0 1 1 1v2H7v-2a1 1 0 0 1 1-1h3v-2.1a5 5 0 0 1-3.7-2.95A5 5 0 0 1 3 8V6a1 1 0 0 1 1-1h3V3Zm10 4v3.8A3 3 0 0 0 19 8V7h-2ZM5 7v1a3 3 0 0 0 2 2.8V7H5Z" />
    </svg>
  );
}
