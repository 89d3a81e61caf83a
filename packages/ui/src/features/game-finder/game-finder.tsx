import { cn } from '../../styling/cn';
import { GameSearch } from './game-search';
import { MyGames, type MyGamesProps } from './my-games';

/** Props of {@link GameFinder}. */
export type GameFinderProps = MyGamesProps;

/**
 * Find a game among a thousand without scrolling, for the top of home and of each lobby: the search across games and vendors, then the
 * member's recently played games and favourites (a visitor: a call to log in, or nothing).
 */
export function GameFinder({ openGame, visitor, className }: GameFinderProps) {
  return (
    <div
      data-slot="game-finder"
      className={cn('mx-auto flex w-full max-w-[1680px] flex-col gap-4 px-3 pt-4 sm:px-5 sm:pt-6', className)}
    >
      <GameSearch openGame={openGame} className="lg:max-w-xl" />
      <MyGames openGame={openGame} visitor={visitor} />
    </div>
  );
}
