import type { Clock } from '@lobbykit/domain';
import { GamePage } from '../features/game/game-page';
import { RealityCheck } from '../features/responsible-gaming/reality-check';
import { ClockProvider } from '../platform/clock-provider';
import { PlaySessionProvider } from '../platform/responsible-gaming/play-session';
import { GameStoryRoute } from './game-story-harness';
import { WithRealityCheck } from './play-session-story';

/**
 * Stories only: a seeded account playing a game on the game page, its reality check set to `minutes` (and its
 * session time limit to `sessionLimitMinutes`), with the reality check mounted over the page as `LobbyKitProvider`
 * mounts it; `clock` is the page's clock.
 */
export function RealityCheckGameStory({
  address,
  minutes,
  sessionLimitMinutes,
  clock,
}: {
  address: string;
  minutes: number;
  sessionLimitMinutes?: number;
  clock: Clock;
}) {
  return (
    <GameStoryRoute start={address} account={{ username: 'player1', password: 'Player123' }}>
      {(url) => (
        <ClockProvider clock={clock}>
          <WithRealityCheck minutes={minutes} sessionLimitMinutes={sessionLimitMinutes}>
            <PlaySessionProvider>
              {url.pathname === '/game' ? <GamePage search={url.search} /> : <p data-testid="left">{url.pathname}</p>}
              <RealityCheck />
            </PlaySessionProvider>
          </WithRealityCheck>
        </ClockProvider>
      )}
    </GameStoryRoute>
  );
}
