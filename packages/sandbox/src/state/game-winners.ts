import type { SandboxStore } from '../store/store';
import { allGames } from './game-catalogue';
import { toDecimal } from './money';
import { seededRandom } from './seeded-random';

/** A big win on the winner board (PLATFORM-FACTS §6.10); the player's name comes masked. */
export type BoardWin = {
  customerName: string;
  winAmount: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameId: string;
  nodeId: string;
  iconUrl: string;
  time: number;
};

const HOUR_MS = 60 * 60_000;
const WINS_PER_HOUR = 60;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The wins of the hour before the current one on the sandbox clock; the same hour always shows the same wins. */
export function boardWins(store: SandboxStore, now: number): BoardWin[] {
  const hour = Math.floor(now / HOUR_MS);
  const random = seededRandom(hour);
  const games = allGames(store).filter((game) => game.isNew !== 1);
  const wins: BoardWin[] = [];
  for (let index = 0; index < WINS_PER_HOUR; index += 1) {
    const game = games[Math.floor(random() * games.length)];
    const letter = () => LETTERS[Math.floor(random() * LETTERS.length)] ?? 'a';
    const customerName = `${letter()}${letter()}***${Math.floor(random() * 90) + 10}`;
    const winMinor = 50_000 + Math.floor(random() ** 3 * 25_000_000);
    const time = (hour - 1) * HOUR_MS + Math.floor(random() * HOUR_MS);
    if (!game) continue;
    wins.push({
      customerName,
      winAmount: toDecimal(winMinor),
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameCode: game.gameCode,
      gameId: game.gameId,
      nodeId: game.nodeId,
      iconUrl: game.iconUrl,
      time,
    });
  }
  return wins;
}
