import type { Game } from '@lobbykit/api-client';

/** Stories only: a game as `GCSGAME_gameList` answers it. */
export const storyGame = (patch: Partial<Game> = {}): Game => ({
  nodeId: '100001',
  gameId: 'PG_0001',
  gameCode: 'PG_0001',
  gameName: 'Fortune Tiger',
  displayName: 'Fortune Tiger',
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  iconUrl: '/sandbox-assets/games/PG/PG_0001.png',
  isGame: null,
  isNew: 0,
  isHot: 1,
  isLatest: 1,
  hasTrial: true,
  ...patch,
});
