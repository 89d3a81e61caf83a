import type { SandboxStore } from '../store/store';
import { allGames, type SandboxGame } from './game-catalogue';
import { toDecimal } from './money';
import { seededRandom } from './seeded-random';

/** A PVP room: a table of a PVP game at one level of stakes. */
export interface SandboxRoom {
  roomId: string;
  roomName: string;
  game: SandboxGame;
  minBet: string;
  maxBet: string;
  players: number;
  maxPlayers: number;
}

const LEVELS: Array<[name: string, minMinor: number, maxMinor: number]> = [
  ['Beginner', 100, 5_000],
  ['Standard', 1_000, 50_000],
  ['VIP', 10_000, 500_000],
];
/** PVP games that have rooms: the first few of each PVP vendor. */
const GAMES_WITH_ROOMS = 6;
const OCCUPANCY_SLOT_MS = 5 * 60_000;

/** Every room, with how many players sit there in this 5-minute slot of the sandbox clock. */
export function allRooms(store: SandboxStore, now: number): SandboxRoom[] {
  const perVendor = new Map<string, number>();
  const pvp = allGames(store).filter((game) => {
    if (game.gameType !== 'PVP') return false;
    const seen = perVendor.get(game.vassalage) ?? 0;
    perVendor.set(game.vassalage, seen + 1);
    return seen < GAMES_WITH_ROOMS;
  });
  const random = seededRandom(Math.floor(now / OCCUPANCY_SLOT_MS));
  return pvp.flatMap((game) =>
    LEVELS.map(([level, minMinor, maxMinor], index) => {
      const maxPlayers = 4 + (index % 3);
      // The beginners' table always keeps a seat free: whatever the hour, every game with rooms can be joined (a
      // slot where all three were full made a game unplayable for five minutes, and a test of joining fail then).
      const seats = index === 0 ? maxPlayers : maxPlayers + 1;
      return {
        roomId: `${game.gameCode}-R${index + 1}`,
        roomName: `${game.gameName} · ${level}`,
        game,
        minBet: toDecimal(minMinor),
        maxBet: toDecimal(maxMinor),
        players: Math.floor(random() * seats),
        maxPlayers,
      };
    }),
  );
}

/** The room of an id, or undefined. */
export function findRoom(store: SandboxStore, roomId: string, now: number): SandboxRoom | undefined {
  return allRooms(store, now).find((room) => room.roomId === roomId);
}
