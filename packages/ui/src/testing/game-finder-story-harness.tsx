import { addFavouriteGame, getGameList, launchGame } from '@lobbykit/api-client';
import { type ReactNode, useEffect, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';
import { SignedInStory } from './signed-in-story';
import { StoryRoute } from './story-route';

/** Stories only: player1 has played the first `recent` PG slots (the last one most recently) and keeps `favourites`. */
function SeededGames({ recent, favourites, children }: { recent: number; favourites: number; children: ReactNode }) {
  const { transport } = usePlatform();
  const [state, setState] = useState<'pending' | 'ready' | string>('pending');
  useEffect(() => {
    let live = true;
    (async () => {
      const { games } = await transport.send(getGameList, { vassalage: 'PG', gameType: 'RNG', pageSize: 12 });
      const open = games.filter((game) => game.isNew !== 1);
      for (const game of open.slice(0, recent)) {
        await transport.send(launchGame, { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage });
      }
      for (const game of open.slice(0, favourites)) {
        await transport.send(addFavouriteGame, {
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        });
      }
    })().then(
      () => live && setState('ready'),
      (error: unknown) => live && setState(`story seeding failed: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [transport, recent, favourites]);
  if (state === 'pending') return null;
  return state === 'ready' ? children : <p role="alert">{state}</p>;
}

/** Stories only: player1 signed in, with games played and favourites kept, on a routed page. */
export function FinderMemberStory({
  start = '/rng',
  recent = 0,
  favourites = 0,
  children,
}: {
  start?: string;
  recent?: number;
  favourites?: number;
  children: ReactNode;
}) {
  return (
    <StoryRoute start={start}>
      <SignedInStory>
        <SeededGames recent={recent} favourites={favourites}>
          {children}
        </SeededGames>
      </SignedInStory>
    </StoryRoute>
  );
}
