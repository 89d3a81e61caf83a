import type { Game } from '@lobbykit/api-client';
import { type CSSProperties, memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ImageSource } from '../../platform/use-image-source';
import { GameCard, GameCardSkeleton } from '../../primitives/game-card/game-card';

// Rows that come into range once the reader has scrolled fill in one card per frame: a scroll that brings five
// rows of cards builds, lays out and paints them in short tasks instead of one long one, each card a card-sized box
// until then. Each part is filled just after a frame is painted, so no two land in the same frame, and a row is
// finished before the next one starts. (Two a frame measured a longest scroll task of 50-66 ms CPU on the budgets'
// phone, one a frame 47-57 ms, on the same quiet machine.)
const CARDS_PER_FRAME = 1;
const rowsToFill: Array<() => void> = [];
let filling = false;

const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

function fillNext() {
  const fill = rowsToFill.shift();
  if (fill) flushSync(fill);
  if (rowsToFill.length > 0) afterNextPaint(fillNext);
  else filling = false;
}

/** How many of a row's cards to show: all of them at once, or (`later`) a few more after each frame. */
function useFilledLater(later: boolean, cards: number): number {
  const [filled, setFilled] = useState(later ? 0 : Number.POSITIVE_INFINITY);
  const done = filled >= cards;
  useEffect(() => {
    if (done) return;
    const fill = () => setFilled((count) => count + CARDS_PER_FRAME);
    // A row begun goes on first; a new row waits for the rows before it.
    if (filled > 0) rowsToFill.unshift(fill);
    else rowsToFill.push(fill);
    if (!filling) {
      filling = true;
      afterNextPaint(fillNext);
    }
    return () => {
      const at = rowsToFill.indexOf(fill);
      if (at >= 0) rowsToFill.splice(at, 1);
    };
  }, [done, filled]);
  return filled;
}

export type GridRowProps = {
  games: readonly Game[];
  columns: number;
  index: number;
  top: number;
  height: number;
  grid: CSSProperties;
  setSize: number;
  later: boolean;
  image: (path: string) => ImageSource;
  vendorNames?: Readonly<Record<string, string>>;
  favourites?: ReadonlySet<string>;
  onPlay: (game: Game) => void;
  onTrial?: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
};

/** One row of cards; rendered again only when its own games, place or shared props change, never on a scroll. */
export const GridRow = memo(
  function GridRow({ games, columns, index, top, height, grid, setSize, later, ...card }: GridRowProps) {
    const filled = useFilledLater(later, games.length);
    return (
      <div
        role="none"
        data-index={index}
        className="absolute inset-x-0 top-0 grid"
        style={{
          ...grid,
          height,
          // Each row lays itself out alone: a row coming in does not re-lay the page around it. Each is a layer of
          // its own too: a row filling in repaints itself, not the rows already shown (the lobby benchmark's longest
          // scroll task, mostly paint, fell from 49 to 40 ms CPU).
          contain: 'strict',
          willChange: 'transform',
          transform: `translateY(${top}px)`,
        }}
      >
        {games.length === 0
          ? Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
              <GameCardSkeleton key={column} />
            ))
          : games.map((game, column) =>
              column >= filled ? (
                // A box of the card's size for the few frames until it fills in: one node, not a skeleton's five.
                <div key={game.nodeId} aria-hidden="true" className="rounded-lg bg-surface-2 ring-1 ring-border/50" />
              ) : (
                <GameCard
                  key={game.nodeId}
                  role="listitem"
                  aria-posinset={index * columns + column + 1}
                  aria-setsize={setSize}
                  game={game}
                  image={card.image(game.iconUrl)}
                  vendorName={card.vendorNames?.[game.vassalage]}
                  favourite={card.favourites?.has(game.nodeId) ?? false}
                  onPlay={card.onPlay}
                  onTrial={card.onTrial}
                  onToggleFavourite={card.onToggleFavourite}
                />
              ),
            )}
      </div>
    );
  },
  (before, after) =>
    (Object.keys(after) as (keyof GridRowProps)[]).every((key) =>
      key === 'games'
        ? before.games.length === after.games.length && before.games.every((game, at) => game === after.games[at])
        : key === 'grid'
          ? before.grid.gap === after.grid.gap && before.grid.gridTemplateColumns === after.grid.gridTemplateColumns
          : key === 'later' || before[key] === after[key],
    ),
);
