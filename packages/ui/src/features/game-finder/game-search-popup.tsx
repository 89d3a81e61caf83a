import { type Game, isPlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ImageSource, useImageSource } from '../../platform/use-image-source';
import { Button } from '../../primitives/button/button';
import { ComboboxListbox, ComboboxOption, ComboboxPopup, useComboboxState } from '../../primitives/combobox/combobox';
import { GameArtFallback } from '../../primitives/game-card/game-art-fallback';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { cn } from '../../styling/cn';
import type { SearchResult, useGameSearch } from './use-game-search';

type GameSearchData = ReturnType<typeof useGameSearch>;

/** Names a result among the options: a game by vendor and node, a vendor by code. */
export function resultKey(result: SearchResult): string {
  return result.kind === 'game' ? `g/${result.game.vassalage}/${result.game.nodeId}` : `v/${result.vendor.vassalage}`;
}

function ResultArt({ name, image }: { name: string; image: ImageSource }) {
  return (
    <span className="relative size-10 shrink-0 overflow-hidden rounded-md bg-surface-3">
      <LazyImage
        {...image}
        alt=""
        fallback={<GameArtFallback name={name} />}
        className="absolute inset-0 [&_span]:text-xs"
      />
    </span>
  );
}

/** What a screen reader hears about the search while the list is open: searching, no match, how many found. */
export function GameSearchStatus({ search }: { search: GameSearchData }) {
  const t = useT();
  const { open } = useComboboxState();
  let line = '';
  if (search.text === '' || search.error) line = '';
  else if (search.loading) line = t('finder_searching');
  else if (search.results.length === 0) line = t('finder_no_match', { search: search.settled });
  else line = t('finder_results_count', { count: search.results.length });
  return (
    <p role="status" className="sr-only">
      {open ? line : ''}
    </p>
  );
}

/**
 * The search's popup: the catalogue's failure with a retry, skeleton rows while the first results come, "no match"
 * in the list's place, the results (vendors, then games), and how many games there are in all.
 */
export function GameSearchPopup({ search }: { search: GameSearchData }) {
  const t = useT();
  const image = useImageSource();
  const { open } = useComboboxState();
  const { results } = search;
  const gameName = (picked: Game) => picked.displayName || picked.gameName;
  return (
    <ComboboxPopup
      keepMounted
      data-slot="game-search-popup"
      className="inset-x-0 z-40 mt-2 max-h-[min(70dvh,32rem)] w-auto overflow-y-auto overscroll-contain rounded-lg"
    >
      {search.error ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-5 text-center text-sm">
          <p>{t.dynamic(isPlatformError(search.error) ? search.error.messageKey : 'unknown_error')}</p>
          <Button variant="secondary" size="sm" onMouseDown={(event) => event.preventDefault()} onClick={search.retry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {search.loading && results.length === 0 ? (
        <div aria-hidden="true" className="flex flex-col gap-1.5 p-1.5">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3">
              <span className="size-10 animate-pulse rounded-md bg-surface-3 motion-reduce:animate-none" />
              <span className="h-3.5 w-1/2 animate-pulse rounded-sm bg-surface-3 motion-reduce:animate-none" />
            </div>
          ))}
        </div>
      ) : null}
      {!search.loading && !search.error && results.length === 0 && open ? (
        <div className="px-4 py-5 text-center">
          <p className="font-semibold text-sm">{t('finder_no_match', { search: search.settled })}</p>
          <p className="mt-1 text-text-muted text-xs">{t('finder_no_match_detail')}</p>
        </div>
      ) : null}
      <ComboboxListbox<SearchResult>
        aria-label={t('finder_results_label')}
        aria-busy={search.loading || undefined}
        className={cn('flex max-h-none flex-col gap-0.5 overflow-visible', search.loading && 'opacity-70')}
      >
        {(result, index) => {
          const name = result.kind === 'game' ? gameName(result.game) : result.vendor.displayName;
          const detail =
            result.kind === 'game'
              ? (search.vendorNames[result.game.vassalage] ?? result.game.vassalage)
              : t('finder_provider');
          return (
            <ComboboxOption
              key={resultKey(result)}
              index={index}
              className="gap-3 rounded-md px-2 py-1.5 data-highlighted:bg-accent-soft data-highlighted:text-text not-data-highlighted:hover:bg-surface-3"
            >
              {result.kind === 'game' ? (
                <ResultArt name={name} image={image(result.game.iconUrl)} />
              ) : (
                <span className="grid size-10 shrink-0 place-items-center rounded-md bg-surface-3 font-bold text-text-muted text-xs">
                  {result.vendor.vassalage.slice(0, 3)}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-sm">{name}</span>
                <span className="block truncate text-text-muted text-xs">{detail}</span>
              </span>
              {result.kind === 'game' && result.game.isNew === 1 ? (
                <span className="shrink-0 rounded-sm bg-page/85 px-1.5 py-0.5 text-[0.6875rem] text-text-muted">
                  {t('in_maintenance')}
                </span>
              ) : null}
            </ComboboxOption>
          );
        }}
      </ComboboxListbox>
      {open && !search.error && search.totalGames > results.filter((r) => r.kind === 'game').length ? (
        <p className="px-2 pt-1.5 pb-1 text-text-muted text-xs">
          {t('finder_more_games', { count: search.totalGames })}
        </p>
      ) : null}
    </ComboboxPopup>
  );
}
