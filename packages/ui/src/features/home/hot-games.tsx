import { type Game, getHotGames } from '@lobbykit/api-client';
import { HOME_HOT_GAMES } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useRef } from 'react';
import { useFavouriteGames } from '../../game-catalogue/use-favourite-games';
import { useCallQuery } from '../../platform/call-hooks';
import { useImageSource } from '../../platform/use-image-source';
import { GameCard, GameCardSkeleton } from '../../primitives/game-card/game-card';
import { FlameIcon } from '../../primitives/game-card/game-card-icons';
import { HomeSection, homeRowClass, SectionEmpty, SectionProblem } from './home-section';

const cardColumns = 'auto-cols-[8.75rem] sm:auto-cols-[10rem] xl:auto-cols-[11rem]';

/** Props of {@link HotGames}. */
export type HotGamesProps = {
  vendorNames?: Readonly<Record<string, string>>;
  onPlay: (game: Game) => void;
  onTrial?: (game: Game) => void;
};

/**
 * The hot games (`GCSGAME_hotGamesV2`, 20 of them) as a sideways row of game cards, each playable and each a
 * favourite to keep from here (login-gated, as in the lobby).
 */
export function HotGames({ vendorNames, onPlay, onTrial }: HotGamesProps) {
  const t = useT();
  const hot = useCallQuery(getHotGames);
  const image = useImageSource();
  const { favourites, toggle } = useFavouriteGames();
  const row = useRef<HTMLUListElement>(null);
  const games = hot.data?.list.slice(0, HOME_HOT_GAMES) ?? [];
  const title = t('home_hot_games');

  let body: React.ReactNode;
  if (hot.isPending) {
    body = (
      <div className={`${homeRowClass} ${cardColumns} overflow-hidden`}>
        <p role="status" className="sr-only">
          {t('lobby_loading')}
        </p>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (hot.isError) {
    body = <SectionProblem error={hot.error} onRetry={() => void hot.refetch()} className="min-h-60" />;
  } else if (games.length === 0) {
    body = <SectionEmpty title={t('home_hot_empty')} detail={t('home_hot_empty_detail')} className="min-h-60" />;
  } else {
    body = (
      <ul ref={row} aria-label={title} className={`${homeRowClass} ${cardColumns}`}>
        {games.map((game) => (
          <li key={`${game.vassalage}/${game.nodeId}`} className="min-w-0">
            <GameCard
              game={game}
              image={image(game.iconUrl)}
              vendorName={vendorNames?.[game.vassalage]}
              onPlay={onPlay}
              onTrial={onTrial}
              favourite={favourites.has(game.nodeId)}
              onToggleFavourite={toggle}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <HomeSection
      data-slot="hot-games"
      title={title}
      icon={
        <span className="text-accent [&_svg]:size-5">
          <FlameIcon />
        </span>
      }
      row={games.length > 0 ? row : undefined}
      busy={hot.isFetching}
    >
      {body}
    </HomeSection>
  );
}
