import type { SandboxStore } from '../store/store';

/** The CDN host lists the status call serves (PLATFORM-FACTS §6.5); the site picks one at random (SPEC §9). */
export interface GameCdns {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

const COLLECTION = 'game-cdns';
const KEY = 'lists';

/** Empty by default: images and games come from the sandbox's own origin, so nothing needs the internet. */
export function gameCdnsOf(store: SandboxStore): GameCdns {
  return store.get<GameCdns>(COLLECTION, KEY) ?? { imageCDNs: [], launchGameCDNs: [] };
}

/** Replaces either list (sandbox control); a list left out stays as it is. */
export function setGameCdns(store: SandboxStore, patch: Partial<GameCdns>): GameCdns {
  const next = { ...gameCdnsOf(store), ...patch };
  store.put(COLLECTION, KEY, next);
  return next;
}
