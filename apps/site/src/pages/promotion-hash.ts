import { promotionIdOfHash } from '@lobbykit/domain';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => window.location.hash;

/** The promotion the URL hash names (`#<id>`, PLATFORM-FACTS §6.12), following every navigation. */
export function usePromotionHash(): string | null {
  return promotionIdOfHash(useLocationProperty(currentHash));
}
