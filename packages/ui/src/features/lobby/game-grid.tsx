import { type Game, isPlatformError } from '@lobbykit/api-client';
import { INFINITE_SCROLL_THROTTLE_MS } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { EmptyState } from '../../platform/feedback/empty-state';
import { useImageSource } from '../../platform/use-image-source';
import { GameCardSkeleton } from '../../primitives/game-card/game-card';
import { cn } from '../../styling/cn';
import { GridRow, type GridRowProps } from './game-grid-row';
import { columnsFor, gapFor, useGridBox } from './grid-columns';
import { LobbyError } from './lobby-states';
import { type GameFilter, useGamePages } from './use-game-pages';

/** Props of {@link GameGrid}. */
export type GameGridProps = {
  filter: GameFilter;
  /** The list's accessible name, e.g. "Slots games". */
  label: string;
  /** Vendor names by code, for the cards' second line. */
  vendorNames?: Readonly<Record<string, string>>;
  favourites?: ReadonlySet<string>;
  onPlay: (game: Game) => void;
  onTrial?: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
  className?: string;
};

// Each card adds its name and vendor lines below the square art (pt-2, 20 px and 16 px lines, pb-2.5). Rows are this
// tall exactly, so the virtualiser places them without measuring each one (a forced layout per row while scrolling).
const CARD_TEXT_HEIGHT = 54;

/**
 * Asks for the next page when the last rows come near, at most once per SPEC §9's infinite-scroll throttle, and again
 * each time a page has arrived (`loaded` grew) while they are still near. A page that answers before React renders
 * the fetch it started leaves `nearEnd` and `canLoad` as they were; without `loaded` the effect would not run again,
 * and a reader resting at the end saw placeholder rows until they scrolled (one run in about twenty of the 1,000-game
 * story on a busy machine).
 */
function useNextPageNearEnd(nearEnd: boolean, canLoad: boolean, load: () => void, loaded: number) {
  const last = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is not read inside; a page arriving arms it again.
  useEffect(() => {
    if (!nearEnd || !canLoad) return;
    const wait = Math.max(0, last.current + INFINITE_SCROLL_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      load();
    }, wait);
    return () => clearTimeout(timer);
  }, [nearEnd, canLoad, load, loaded]);
}

type VirtualRowsProps = Omit<GridRowProps, 'index' | 'top' | 'height' | 'grid' | 'later'> & {
  label: string;
  /** How many games the filter has in all (the first page says), or null when not known. */
  total: number | null;
  rowHeight: number;
  gap: number;
  scrollMargin: number;
  busy: boolean;
  hasNextPage: boolean;
  /** The next page could not be read: the list ends at the games loaded, with the failure and its retry under it. */
  nextPageFailed: boolean;
  canLoad: boolean;
  loadMore: () => void;
};

/**
 * The list and the rows in range. The scroll position lives here, so a scroll renders this and nothing above it (the
 * grid's queries and the page stay as they are).
 */
function VirtualRows({
  games,
  columns,
  label,
  total,
  rowHeight,
  gap,
  scrollMargin,
  busy,
  hasNextPage,
  nextPageFailed,
  canLoad,
  loadMore,
  ...row
}: VirtualRowsProps) {
  const loadedRows = Math.ceil(games.length / columns);
  // The list is as tall as all the filter's games from the first page on, placeholder rows standing in for the pages
  // not loaded yet: a page arriving fills rows in place instead of growing the page, which moved everything below the
  // list (the footer) and repainted the page's whole root layer in one long task on a phone. When the next page fails
  // the list ends at the games loaded, so the failure and its retry stand right under them, not below the placeholders.
  const rows =
    hasNextPage && !nextPageFailed ? Math.max(loadedRows + 1, Math.ceil((total ?? 0) / columns)) : loadedRows;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 1,
    gap,
    scrollMargin,
    // The new range renders in a task of its own, not inside the scroll event's frame with its layout and paint.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // Rows in range before the reader first scrolls (the first screenful) render at once; rows that scroll in after
  // that fill in one per frame.
  const scrolled = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      scrolled.current = true;
    };
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useNextPageNearEnd((items.at(-1)?.index ?? 0) >= loadedRows - 2, canLoad, loadMore, loadedRows);
  const grid = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap } as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: positioned row boxes sit between the list and its items
    <div
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => (
        <GridRow
          key={item.key}
          {...row}
          games={games.slice(item.index * columns, (item.index + 1) * columns)}
          columns={columns}
          index={item.index}
          top={item.start - scrollMargin}
          height={rowHeight}
          grid={grid}
          later={scrolled.current}
        />
      ))}
    </div>
  );
}

/**
 * Games of one filter in a virtual grid over the window's scroll: only the rows near the viewport are mounted, so
 * thousands of games stay light; the next page of `GCSGAME_gameList` loads as the end comes near. Skeletons while
 * the first page loads, an honest empty state, and the catalogue message with a retry when a read fails (SPEC §8).
 * Memoised, and so are its rows and cards: a scroll renders only the rows that come into range.
 */
export const GameGrid = memo(function GameGrid({
  filter,
  label,
  vendorNames,
  favourites,
  onPlay,
  onTrial,
  onToggleFavourite,
  className,
}: GameGridProps) {
  const t = useT();
  const pages = useGamePages(filter);
  const image = useImageSource();
  const box = useGridBox<HTMLDivElement>();
  const columns = columnsFor(box.width || 360);
  const gap = gapFor(box.width || 360);
  const rowHeight = (box.width - gap * (columns - 1)) / columns + CARD_TEXT_HEIGHT;
  const { games } = pages;

  const grid = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap } as const;
  const errorMessage = (error: unknown) => t.dynamic(isPlatformError(error) ? error.messageKey : 'unknown_error');

  let body: ReactNode;
  if (pages.isPending) {
    body = (
      <div className="grid" style={grid}>
        <p role="status" className="sr-only">
          {t('lobby_loading')}
        </p>
        {Array.from({ length: columns * 2 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (pages.isError && games.length === 0) {
    body = (
      <LobbyError message={errorMessage(pages.error)} retrying={pages.isFetching} onRetry={() => pages.refetch()} />
    );
  } else if (games.length === 0) {
    body = <EmptyState title={t('lobby_empty')} detail={t('lobby_empty_detail')} />;
  } else {
    body = (
      <VirtualRows
        games={games}
        columns={columns}
        label={label}
        total={pages.total}
        rowHeight={rowHeight}
        gap={gap}
        scrollMargin={box.top}
        busy={pages.isFetchingNextPage}
        hasNextPage={pages.hasNextPage}
        nextPageFailed={pages.isFetchNextPageError}
        canLoad={pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError}
        loadMore={pages.fetchNextPage}
        setSize={pages.total ?? games.length}
        image={image}
        vendorNames={vendorNames}
        favourites={favourites}
        onPlay={onPlay}
        onTrial={onTrial}
        onToggleFavourite={onToggleFavourite}
      />
    );
  }

  return (
    <div ref={box.ref} data-slot="game-grid" className={cn('w-full', className)}>
      {body}
      {pages.isFetchNextPageError && (
        <LobbyError
          className="mt-4"
          message={`${t('lobby_more_failed')} ${errorMessage(pages.error)}`}
          retrying={pages.isFetchingNextPage}
          onRetry={() => pages.fetchNextPage()}
        />
      )}
    </div>
  );
});
