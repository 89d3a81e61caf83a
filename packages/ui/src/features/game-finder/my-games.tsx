import { type Game, getFavouriteGames, getRecentGames, isPlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useMemo, useState } from 'react';
import { useFavouriteGames } from '../../game-catalogue/use-favourite-games';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { type OpenGame, useGameStart } from '../../game-start/use-game-start';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useCallQuery, useSessionToken } from '../../platform/call-hooks';
import { useImageSource } from '../../platform/use-image-source';
import { Button } from '../../primitives/button/button';
import { GameCard, GameCardSkeleton } from '../../primitives/game-card/game-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { cn } from '../../styling/cn';

/** How many recent games the row shows (the platform keeps more). */
const RECENT_SHOWN = 20;
const TABS = ['recent', 'favourites'] as const;
type MyGamesTab = (typeof TABS)[number];

const rowClass =
  '-mx-3 grid auto-cols-[8.75rem] grid-flow-col gap-3 overflow-x-auto overscroll-x-contain scroll-px-3 px-3 pt-1 pb-2 ' +
  'snap-x snap-mandatory [scrollbar-width:thin] sm:-mx-1 sm:auto-cols-[10rem] sm:scroll-px-1 sm:px-1 xl:auto-cols-[11rem] [&>*]:snap-start';

/** Props of {@link MyGames}. */
export type MyGamesProps = {
  /** Where a launched game opens; the site's game page by default. */
  openGame?: OpenGame;
  /** What a visitor sees: a call to log in (default), or nothing (home, where the page has its own calls). */
  visitor?: 'login' | 'hidden';
  className?: string;
};

function RowState({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <div className={cn(rowClass, 'relative overflow-hidden')}>
      {/* The row keeps a card's height in every state: nothing below it moves when its answer comes. */}
      <GameCardSkeleton className="invisible" />
      <div
        role={alert ? 'alert' : undefined}
        className={cn(
          'absolute inset-x-3 top-1 bottom-2 flex flex-col items-center justify-center gap-1.5 rounded-lg border px-4 text-center sm:inset-x-1',
          alert ? 'border-danger/40 bg-danger-surface' : 'border-border border-dashed',
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** One row of the member's games: skeletons, the failure with a retry, the honest empty state, or the cards. */
function GamesRow({
  label,
  query,
  games,
  empty,
  emptyDetail,
  onPlay,
  onTrial,
}: {
  label: string;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  games: readonly Game[];
  empty: string;
  emptyDetail: string;
  onPlay: (game: Game) => void;
  onTrial: (game: Game) => void;
}) {
  const t = useT();
  const image = useImageSource();
  const lanes = useGameVendors();
  const { favourites, toggle } = useFavouriteGames();
  const laneList = lanes.data?.data.lanes;
  const vendorNames = useMemo(
    () =>
      Object.fromEntries(
        (laneList ?? []).flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])),
      ),
    [laneList],
  );
  if (query.isPending) {
    return (
      <div className={cn(rowClass, 'overflow-hidden')}>
        <p role="status" className="sr-only">
          {t('lobby_loading')}
        </p>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError && games.length === 0) {
    return (
      <RowState alert>
        <p className="max-w-md text-sm">
          {t.dynamic(isPlatformError(query.error) ? query.error.messageKey : 'unknown_error')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={query.isFetching}
          aria-busy={query.isFetching || undefined}
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </Button>
      </RowState>
    );
  }
  if (games.length === 0) {
    return (
      <RowState>
        <p className="font-semibold">{empty}</p>
        <p className="max-w-sm text-sm text-text-muted">{emptyDetail}</p>
      </RowState>
    );
  }
  return (
    <ul aria-label={label} className={rowClass}>
      {games.map((game) => (
        <li key={`${game.vassalage}/${game.nodeId}`} className="min-w-0">
          <GameCard
            game={game}
            image={image(game.iconUrl)}
            vendorName={vendorNames[game.vassalage]}
            favourite={favourites.has(game.nodeId)}
            onPlay={onPlay}
            onTrial={onTrial}
            onToggleFavourite={toggle}
          />
        </li>
      ))}
    </ul>
  );
}

function RecentRow(props: { label: string; onPlay: (game: Game) => void; onTrial: (game: Game) => void }) {
  const t = useT();
  const recent = useCallQuery(getRecentGames, { limit: RECENT_SHOWN });
  return (
    <GamesRow
      {...props}
      query={recent}
      games={recent.data?.list ?? []}
      empty={t('my_games_recent_empty')}
      emptyDetail={t('my_games_recent_empty_detail')}
    />
  );
}

function FavouritesRow(props: { label: string; onPlay: (game: Game) => void; onTrial: (game: Game) => void }) {
  const t = useT();
  const favourites = useCallQuery(getFavouriteGames, {});
  return (
    <GamesRow
      {...props}
      query={favourites}
      games={favourites.data?.content ?? []}
      empty={t('my_games_favourites_empty')}
      emptyDetail={t('my_games_favourites_empty_detail')}
    />
  );
}

/**
 * The member's own games (recently played, favourites), to get back to them in one step: two tabs over a sideways row of game cards, each
 * playable through the game-start rules and each a favourite to keep or drop. A visitor gets a call to log in.
 */
export function MyGames({ openGame, visitor = 'login', className }: MyGamesProps) {
  const t = useT();
  const session = { token: useSessionToken() };
  const dialogs = useAuthDialogs();
  const game = useGameStart(openGame);
  const [tab, setTab] = useState<MyGamesTab>('recent');
  const labels: Record<MyGamesTab, string> = {
    recent: t('my_games_recent'),
    favourites: t('my_games_favourites'),
  };

  if (!session.token) {
    if (visitor === 'hidden') return null;
    return (
      <section
        data-slot="my-games"
        aria-label={t('my_games_label')}
        className={cn(
          'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-1 px-4 py-3',
          className,
        )}
      >
        <p className="min-w-0 flex-1 text-sm text-text-muted">{t('my_games_login')}</p>
        <Button size="sm" onClick={() => dialogs.open('login')}>
          {t('login')}
        </Button>
      </section>
    );
  }

  const play = (picked: Game) => game.start(picked);
  const trial = (picked: Game) => game.start(picked, true);
  // Tabs (radix-ui): arrow keys, Home and End move between the two tabs and choose them (WAI-ARIA tabs); only the
  // chosen row is mounted.
  return (
    <Tabs
      asChild
      variant="underline"
      value={tab}
      onValueChange={(next) => setTab(next as MyGamesTab)}
      data-slot="my-games"
      className={cn('min-w-0 gap-3', className)}
    >
      <section aria-label={t('my_games_label')}>
        <TabsList aria-label={t('my_games_label')}>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {labels[name]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="recent">
          <RecentRow label={labels.recent} onPlay={play} onTrial={trial} />
        </TabsContent>
        <TabsContent value="favourites">
          <FavouritesRow label={labels.favourites} onPlay={play} onTrial={trial} />
        </TabsContent>
        {game.dialog}
      </section>
    </Tabs>
  );
}
