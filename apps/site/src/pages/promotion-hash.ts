import { promotionIdOfHash } from '@lobbykit/domain';
import { useLocationHash } from './browser-values';

/** The promotion the URL hash names (`#<id>`, PLATFORM-FACTS §6.12), following every navigation. */
export function usePromotionHash(): string | null {
  return promotionIdOfHash(useLocationHash());
}
