import { type Game, isPlatformError } from '@lobbykit/api-client';
import { moveSearchHighlight } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSiteNavigation } from '../../platform/nav-link';
import { type OpenGame, useGameStart } from '../../platform/use-game-start';
import { type ImageSource, useImageSource } from '../../platform/use-image-source';
import { Button } from '../../primitives/button/button';
import { GameArtFallback } from '../../primitives/game-card/game-art-fallback';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { cn } from '../../styling/cn';
import { type SearchResult, useGameSearch } from './use-game-search';

/** Props of {@link GameSearch}. */
export type GameSearchProps = {
  /** Where a launched game opens; the site's game page by default. */
  openGame?: OpenGame;
  className?: string;
};

/**
 * Whether a key press belongs elsewhere: a field the player is typing in (so `/` types a slash there), or a dialog
 * over the page (whose focus stays inside it).
 */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` anywhere on the page (not while typing elsewhere or in a dialog, nor with a modifier) focuses the search. */
function useSlashToFocus(input: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (belongsElsewhere(event.target) || !input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      className={className}
    >
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
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

/**
 * The search across games and vendors (issue 12: find a game), an ARIA combobox: `/` focuses it, typing searches
 * after a pause, ArrowUp and ArrowDown move through the results, Enter plays the highlighted game (through the
 * game-start rules) or opens the highlighted vendor's lobby tab, Escape closes the list and then clears the text.
 */
export function GameSearch({ openGame, className }: GameSearchProps) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const search = useGameSearch(typed);
  const image = useImageSource();
  const game = useGameStart(openGame);
  const { navigate } = useSiteNavigation();
  useSlashToFocus(input);

  const { results, settled } = search;
  // New results, new list: nothing is highlighted until an arrow says so.
  const [resultsSeen, setResultsSeen] = useState(results);
  if (resultsSeen !== results) {
    setResultsSeen(results);
    setHighlight(-1);
  }

  const expanded = open && search.text !== '';
  // An empty listbox is no list: the combobox says it is collapsed and the popup says why (no match, failure).
  const listed = expanded && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    setOpen(false);
    if (result.kind === 'game') return game.start(result.game);
    if (navigate) navigate(result.vendor.href);
    else window.location.assign(result.vendor.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (!expanded) return;
        setHighlight((current) => moveSearchHighlight(current, results.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter':
        if (!listed || highlight < 0) return;
        event.preventDefault();
        return choose(results[highlight]);
      case 'Escape':
        if (!expanded && typed === '') return;
        event.preventDefault();
        event.stopPropagation();
        setHighlight(-1);
        if (expanded) setOpen(false);
        else setTyped('');
        return;
    }
  };

  // A press anywhere else on the page closes the list, as leaving the field does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (highlight >= 0) document.getElementById(`${id}-option-${highlight}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlight, id]);

  const gameName = (picked: Game) => picked.displayName || picked.gameName;
  let statusLine: string;
  if (search.text === '') statusLine = '';
  else if (search.loading) statusLine = t('finder_searching');
  else if (search.error) statusLine = '';
  else if (results.length === 0) statusLine = t('finder_no_match', { search: settled });
  else statusLine = t('finder_results_count', { count: results.length });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only tracks focus; the search box is the control
    <div
      ref={box}
      data-slot="game-search"
      className={cn('relative w-full', className)}
      onBlur={(event) => {
        // Focus moving to another control closes the list; focus going nowhere (the window left) keeps it.
        const next = event.relatedTarget as Node | null;
        if (next && !box.current?.contains(next)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('finder_search_label')}
      </label>
      <div className="relative">
        <SearchIcon className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-5 text-text-muted" />
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={listed}
          aria-controls={listed ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={listed && highlight >= 0 ? optionId(highlight) : undefined}
          aria-keyshortcuts="/"
          aria-busy={search.loading || undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('finder_search_placeholder')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setHighlight(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'h-11 w-full rounded-full border border-border bg-surface-1 ps-10 pe-12 text-sm text-text placeholder:text-text-muted',
            'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus',
          )}
        />
        {typed === '' ? (
          <span
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute end-3 top-1/2 hidden rounded-sm border border-border px-1.5 font-mono text-text-muted text-xs sm:block"
          >
            /
          </span>
        ) : (
          <button
            type="button"
            aria-label={t('finder_clear')}
            onClick={() => {
              setTyped('');
              input.current?.focus();
            }}
            className="-translate-y-1/2 absolute end-1.5 top-1/2 grid size-8 place-items-center rounded-full text-text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-focus"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              className="size-4"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {expanded ? statusLine : ''}
      </p>
      <div
        data-slot="game-search-popup"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(70dvh,32rem)] overflow-y-auto overscroll-contain rounded-lg border border-border bg-surface-2 p-1.5 shadow-raised"
      >
        {search.error ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-5 text-center text-sm">
            <p>{t.dynamic(isPlatformError(search.error) ? search.error.messageKey : 'unknown_error')}</p>
            <Button
              variant="secondary"
              size="sm"
              onMouseDown={(event) => event.preventDefault()}
              onClick={search.retry}
            >
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
        {!search.loading && !search.error && results.length === 0 && expanded ? (
          <div className="px-4 py-5 text-center">
            <p className="font-semibold text-sm">{t('finder_no_match', { search: settled })}</p>
            <p className="mt-1 text-text-muted text-xs">{t('finder_no_match_detail')}</p>
          </div>
        ) : null}
        {results.length > 0 ? (
          <div
            id={listId}
            role="listbox"
            aria-label={t('finder_results_label')}
            aria-busy={search.loading || undefined}
            className={cn('flex flex-col gap-0.5', search.loading && results.length > 0 && 'opacity-70')}
          >
            {results.map((result, index) => {
              const name = result.kind === 'game' ? gameName(result.game) : result.vendor.displayName;
              const detail =
                result.kind === 'game'
                  ? (search.vendorNames[result.game.vassalage] ?? result.game.vassalage)
                  : t('finder_provider');
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the keyboard (aria-activedescendant)
                <div
                  key={
                    result.kind === 'game'
                      ? `g/${result.game.vassalage}/${result.game.nodeId}`
                      : `v/${result.vendor.vassalage}`
                  }
                  id={optionId(index)}
                  tabIndex={-1}
                  role="option"
                  aria-selected={index === highlight}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => highlight !== index && setHighlight(index)}
                  onClick={() => choose(result)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5',
                    index === highlight ? 'bg-accent-soft text-text' : 'hover:bg-surface-3',
                  )}
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
                </div>
              );
            })}
          </div>
        ) : null}
        {expanded && !search.error && search.totalGames > results.filter((r) => r.kind === 'game').length ? (
          <p className="px-2 pt-1.5 pb-1 text-text-muted text-xs">
            {t('finder_more_games', { count: search.totalGames })}
          </p>
        ) : null}
      </div>
      {game.dialog}
    </div>
  );
}
