import { PromotionDetail, PromotionsPage } from '@lobbykit/ui';
import { usePromotionHash } from './promotion-hash';

/** `/promotions`: the list, or the detail of the promotion a banner's `/promotions#<id>` names (PLATFORM-FACTS §6.12). */
export default function PromotionsRoute({ title }: { title: string }) {
  const promotionId = usePromotionHash();
  return promotionId === null ? <PromotionsPage title={title} /> : <PromotionDetail promotionId={promotionId} />;
}
