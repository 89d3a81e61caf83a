import { gameSearchText } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useRef, useState } from 'react';
import { type OpenGame, useGameStart } from '../../game-start/use-game-start';
import { useSiteNavigation } from '../../platform/nav-link';
import { Combobox, ComboboxInput, ComboboxLabel } from '../../primitives/combobox/combobox';
import { cn } from '../../styling/cn';
import { GameSearchPopup, GameSearchStatus, resultKey } from './game-search-popup';
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

/**
 * The search across games and vendors (find a game), a {@link Combobox}: `/` focuses it, typing searches after a
 * pause, ArrowUp and ArrowDown move through the results, Enter plays the highlighted game (through the game-start
 * rules) or opens the highlighted vendor's lobby tab, Escape closes the list and then clears the text.
 */
export function GameSearch({ openGame, className }: GameSearchProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const search = useGameSearch(typed);
  const game = useGameStart(openGame);
  const { navigate } = useSiteNavigation();
  useSlashToFocus(input);

  const choose = (result: SearchResult) => {
    if (result.kind === 'game') return game.start(result.game);
    if (navigate) navigate(result.vendor.href);
    else window.location.assign(result.vendor.href);
  };

  return (
    <Combobox
      data-slot="game-search"
      className={cn('w-full', className)}
      items={search.results}
      itemKey={resultKey}
      // Picking plays a game or opens a lobby tab: nothing stays selected.
      value={null}
      onValueChange={(_key, result) => choose(result)}
      inputValue={typed}
      onInputValueChange={setTyped}
      listsFor={(text) => gameSearchText(text) !== ''}
      openOnFocus
      clearOnEscape
      highlightOnOpen="none"
      highlightOnChange="none"
    >
      <ComboboxLabel className="sr-only">{t('finder_search_label')}</ComboboxLabel>
      <div className="relative">
        <SearchIcon className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-5 text-text-muted" />
        <ComboboxInput
          ref={input}
          aria-keyshortcuts="/"
          aria-busy={search.loading || undefined}
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder={t('finder_search_placeholder')}
          className={cn(
            'h-11 rounded-full bg-surface-1 ps-10 pe-12 text-sm sm:text-sm',
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
      <GameSearchStatus search={search} />
      <GameSearchPopup search={search} />
      {game.dialog}
    </Combobox>
  );
}
