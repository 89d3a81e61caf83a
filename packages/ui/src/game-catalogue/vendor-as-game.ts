import type { Game, VendorCardValue } from '@lobbykit/api-client';

/** A vendor card launched as a game: the platform starts a vendor through its lobby entry (PLATFORM-FACTS §6.3). */
export function vendorAsGame(vendor: VendorCardValue): Game {
  return {
    nodeId: String(vendor.nodeId ?? ''),
    gameId: vendor.gameId ?? vendor.gameCode ?? vendor.vassalage,
    gameCode: vendor.gameCode ?? vendor.vassalage,
    gameName: vendor.displayName,
    displayName: vendor.displayName,
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    iconUrl: vendor.lagerIcon ?? vendor.smallIcon ?? '',
    isGame: vendor.isGame ?? null,
    isNew: vendor.isNew,
    isHot: vendor.isHot,
    isLatest: 0,
    hasTrial: false,
  };
}
