import type { Game } from '@lobbykit/api-client';
import { isPlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useFavouriteGames } from '../../game-catalogue/use-favourite-games';
import { type OpenGame, useGameStart } from '../../game-start/use-game-start';
import { EmptyState } from '../../platform/feedback/empty-state';
import { cn } from '../../styling/cn';
import { ClassifyFilters } from './classify-filters';
import { GameGrid } from './game-grid';
import { LobbyError } from './lobby-states';
import { useCategoryVendors } from './use-category-vendors';
import { useGamePages } from './use-game-pages';
import { VendorTabs } from './vendor-tabs';

const TAB_PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Props of {@link CategoryPage}. */
export type CategoryPageProps = {
  /** The game category (SPEC §3 gameType): RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, ELOTT, LOTT. */
  category: string;
  /** The category's name as the header shows it, e.g. "Slots". */
  title: string;
  /** The `page` query parameter: the vendor tab to show (SPEC §2). */
  vendor?: string | null;
  /** Where a launched game opens; this tab by default. */
  openGame?: OpenGame;
  className?: string;
};

function GameCount({ category, vendor, gameClassify }: { category: string; vendor: string; gameClassify?: string }) {
  const t = useT();
  const { total } = useGamePages({ gameType: category, vassalage: vendor, gameClassify });
  // The line is there before the count is: the grid below does not move down when the count arrives.
  return (
    <p className="min-h-5 text-sm text-text-muted tabular-nums">
      {total === null ? null : t('lobby_games_count', { count: total })}
    </p>
  );
}

/**
 * The vendor the page shows, a step behind the one the address names: a tab click first paints the tab as chosen,
 * and only after that frame swaps the grid (a transition), so the click answers at once however many cards go.
 */
function useShownVendor(vendor: string | null): string | null {
  const [shown, setShown] = useState(vendor);
  useEffect(() => {
    if (vendor === shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(vendor)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [vendor, shown]);
  return shown;
}

/**
 * A category lobby (SPEC §2 `/rng`, `/live`, …): the category's vendors as tabs, the shown vendor's game types as
 * filters with counts, and its games in the virtual grid, each started through the domain's game-start rules.
 */
export function CategoryPage({ category, title, vendor = null, openGame, className }: CategoryPageProps) {
  const t = useT();
  const shownVendor = useShownVendor(vendor);
  const { lanes, vendors, vendorNames, active, classify } = useCategoryVendors(category, shownVendor);
  // The tab the address names is marked at once, while its games are still on their way.
  const tab = vendor !== shownVendor && vendors.some((entry) => entry.vassalage === vendor) ? vendor : active;
  const [filter, setFilter] = useState<{ vendor: string | null; key: string | null }>({ vendor: null, key: null });
  const gameClassify = filter.vendor === active ? (filter.key ?? undefined) : undefined;
  const { favourites, toggle } = useFavouriteGames();
  const gridFilter = useMemo(
    () => ({ gameType: category, vassalage: active ?? '', gameClassify }),
    [category, active, gameClassify],
  );
  const game = useGameStart(openGame);
  const { start } = game;
  const onPlay = useCallback((picked: Game) => start(picked), [start]);
  const onTrial = useCallback((picked: Game) => start(picked, true), [start]);

  let content: ReactNode;
  if (lanes.isPending) {
    content = (
      <div aria-hidden="true" className="flex gap-2 overflow-hidden">
        {TAB_PLACEHOLDERS.map((id) => (
          <span
            key={id}
            className="h-10 w-24 shrink-0 animate-pulse rounded-full bg-surface-2 motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  } else if (lanes.isError) {
    content = (
      <LobbyError
        message={t.dynamic(isPlatformError(lanes.error) ? lanes.error.messageKey : 'unknown_error')}
        retrying={lanes.isFetching}
        onRetry={() => lanes.refetch()}
      />
    );
  } else if (active === null) {
    content = <EmptyState title={t('lobby_empty')} detail={t('lobby_empty_detail')} />;
  } else {
    content = (
      <>
        <VendorTabs category={category} categoryName={title} vendors={vendors} active={tab} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* On a phone the filters have a line of their own and the count the next: the vendor's game types arrive
              after its games, and more chips beside the count wrapped it onto a new line under a grid already shown
              (a layout shift of 0.135 on /rng). */}
          <ClassifyFilters
            className="w-full sm:w-auto"
            options={classify}
            value={gameClassify ?? null}
            onChange={(key) => setFilter({ vendor: active, key })}
          />
          <GameCount category={category} vendor={active} gameClassify={gameClassify} />
        </div>
        <GameGrid
          key={`${active}/${gameClassify ?? ''}`}
          filter={gridFilter}
          label={t('lobby_games_label', { category: title })}
          vendorNames={vendorNames}
          favourites={favourites}
          onPlay={onPlay}
          onTrial={onTrial}
          onToggleFavourite={toggle}
        />
      </>
    );
  }

  return (
    <section
      data-slot="category-page"
      aria-labelledby="category-page-title"
      aria-busy={game.launching || undefined}
      className={cn('mx-auto flex w-full max-w-[1680px] flex-col gap-4 px-3 py-4 sm:px-5 sm:py-6', className)}
    >
      <h1 id="category-page-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
        {title}
      </h1>
      {content}
      {game.launching && (
        <p
          role="status"
          className="fixed inset-x-0 bottom-4 mx-auto w-fit rounded-full bg-surface-3 px-4 py-2 text-sm shadow-raised"
        >
          {t('game_starting')}
        </p>
      )}
      {game.dialog}
    </section>
  );
}
