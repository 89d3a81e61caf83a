import { type Game, isPlatformError } from '@lobbykit/api-client';
import { INFINITE_SCROLL_THROTTLE_MS } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { useImageSource } from '../../platform/use-image-source';
import { GameCard, GameCardSkeleton } from '../../primitives/game-card/game-card';
import { cn } from '../../styling/cn';
import { columnsFor, gapFor, useGridBox } from './grid-columns';
import { LobbyEmpty, LobbyError } from './lobby-states';
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

/** Asks for the next page when the last rows come near, at most once per SPEC §9's infinite-scroll throttle. */
function useNextPageNearEnd(nearEnd: boolean, canLoad: boolean, load: () => void) {
  const last = useRef(0);
  useEffect(() => {
    if (!nearEnd || !canLoad) return;
    const wait = Math.max(0, last.current + INFINITE_SCROLL_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      load();
    }, wait);
    return () => clearTimeout(timer);
  }, [nearEnd, canLoad, load]);
}

/**
 * Games of one filter in a virtual grid over the window's scroll: only the rows near the viewport are mounted, so
 * thousands of games stay light; the next page of `GCSGAME_gameList` loads as the end comes near. Skeletons while
 * the first page loads, an honest empty state, and the catalogue message with a retry when a read fails (SPEC §8).
 */
export function GameGrid({
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
  const rows = Math.ceil(games.length / columns) + (pages.hasNextPage ? 1 : 0);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 1,
    gap,
    scrollMargin: box.top,
  });
  const items = virtualizer.getVirtualItems();
  const nearEnd = (items.at(-1)?.index ?? 0) >= rows - 2;
  useNextPageNearEnd(
    nearEnd,
    pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError,
    pages.fetchNextPage,
  );

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
    body = <LobbyEmpty />;
  } else {
    body = (
      // biome-ignore lint/a11y/useSemanticElements: positioned row boxes sit between the list and its items
      <div
        role="list"
        aria-label={label}
        aria-busy={pages.isFetchingNextPage || undefined}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((row) => {
          const rowGames = games.slice(row.index * columns, (row.index + 1) * columns);
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              className="absolute inset-x-0 top-0 grid"
              style={{
                ...grid,
                height: rowHeight,
                // Each row lays itself out alone: a row coming in does not re-lay the page around it.
                contain: 'strict',
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {rowGames.length === 0
                ? Array.from({ length: columns }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
                    <GameCardSkeleton key={index} />
                  ))
                : rowGames.map((game, index) => (
                    <GameCard
                      key={game.nodeId}
                      role="listitem"
                      aria-posinset={row.index * columns + index + 1}
                      aria-setsize={pages.total ?? games.length}
                      game={game}
                      image={image(game.iconUrl)}
                      vendorName={vendorNames?.[game.vassalage]}
                      favourite={favourites?.has(game.nodeId) ?? false}
                      onPlay={onPlay}
                      onTrial={onTrial}
                      onToggleFavourite={onToggleFavourite}
                    />
                  ))}
            </div>
          );
        })}
      </div>
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
}
