import { VipPage } from '@lobbykit/ui';

/** `/vip`: the VIP levels and the player's standing (SPEC §2). */
export default function VipRoute({ title }: { title: string }) {
  return <VipPage title={title} />;
}
