import type { SandboxContext } from '../context';
import type { SandboxGame } from './game-catalogue';

const FAVOURITES = 'favourite-games';
const RECENT = 'recent-games';
const LAUNCHES = 'game-launches';

/** How many recent games a member keeps. */
export const RECENT_GAMES_KEPT = 50;
/** A launch ticket opens the demo game for this long (our decision). */
export const LAUNCH_TICKET_MS = 30 * 60_000;

interface Favourite {
  nodeId: string;
  vendor: string;
  gameType: string;
  addedAt: number;
}

const ownKey = (username: string, id: string) => `${username.toLowerCase()}/${id}`;
const owned = <T>(context: SandboxContext, collection: string, username: string) =>
  context.store
    .list<T>(collection)
    .filter(({ id }) => id.startsWith(`${username.toLowerCase()}/`))
    .map(({ value }) => value);

/** The member's favourites, newest first. */
export function favouritesOf(context: SandboxContext, username: string): Favourite[] {
  return owned<Favourite>(context, FAVOURITES, username).sort((a, b) => b.addedAt - a.addedAt);
}

/** Adds a favourite; adding it again keeps the first time. */
export function addFavourite(context: SandboxContext, username: string, game: SandboxGame): void {
  const key = ownKey(username, game.nodeId);
  if (context.store.get(FAVOURITES, key)) return;
  context.store.put(FAVOURITES, key, {
    nodeId: game.nodeId,
    vendor: game.vassalage,
    gameType: game.gameType,
    addedAt: context.now(),
  } satisfies Favourite);
}

/** Removes a favourite if it is one. */
export function removeFavourite(context: SandboxContext, username: string, nodeId: string): void {
  context.store.delete(FAVOURITES, ownKey(username, nodeId));
}

/** Remembers a launch for the recent-games lists, forgetting the oldest beyond the kept number. */
export function rememberRecentGame(context: SandboxContext, username: string, game: SandboxGame): void {
  context.store.transaction(() => {
    context.store.put(RECENT, ownKey(username, game.nodeId), { nodeId: game.nodeId, at: context.now() });
    const recent = owned<{ nodeId: string; at: number }>(context, RECENT, username).sort((a, b) => b.at - a.at);
    for (const old of recent.slice(RECENT_GAMES_KEPT)) context.store.delete(RECENT, ownKey(username, old.nodeId));
  });
}

/** Node ids of the member's recent games, newest first. */
export function recentGameIds(context: SandboxContext, username: string): string[] {
  return owned<{ nodeId: string; at: number }>(context, RECENT, username)
    .sort((a, b) => b.at - a.at)
    .map((recent) => recent.nodeId);
}

/** What a launch ticket opens: a game for an account, with real money or as a free trial, or a lottery view. */
export interface LaunchTicket {
  username: string;
  nodeId: string;
  vassalage: string;
  gameName: string;
  trial: boolean;
  roomName: string | null;
  lottery: { view: 'betting' | 'lobby'; gameCode: string | null; backUrl: string | null } | null;
  language: string;
  /** Origins of the site that launched it, the only pages besides the sandbox's own that may frame the game. */
  framedBy?: string[];
  expiresAt: number;
}

/** Issues an unguessable ticket for the demo game page; the session token never goes into a URL. */
export function issueLaunchTicket(context: SandboxContext, ticket: Omit<LaunchTicket, 'expiresAt'>): string {
  const id = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  context.store.put(LAUNCHES, id, { ...ticket, expiresAt: context.now() + LAUNCH_TICKET_MS } satisfies LaunchTicket);
  return id;
}

/** The ticket of an id while it is valid, or undefined. */
export function readLaunchTicket(context: SandboxContext, id: string): LaunchTicket | undefined {
  const ticket = context.store.get<LaunchTicket>(LAUNCHES, id);
  return ticket && ticket.expiresAt > context.now() ? ticket : undefined;
}
