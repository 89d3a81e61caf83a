import { getHotGames, getWinnerBoard, type Transport } from '@lobbykit/api-client';

/** Sends the reads `HomePage` paints first beyond the shell's (hot games, the winner board) ahead of it. */
export function prefetchHomePage(transport: Transport): void {
  transport.prefetch(getHotGames);
  transport.prefetch(getWinnerBoard);
}
