import { PromotionDetail } from '@lobbykit/ui';
import { usePromotionHash } from './promotion-hash';

/** `/promoDetail#<id>`: one promotion, named by the hash (PLATFORM-FACTS §6.12). */
export default function PromoDetailRoute() {
  return <PromotionDetail promotionId={usePromotionHash()} />;
}
