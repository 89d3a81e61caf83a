import { PointsMallPage } from '@lobbykit/ui';

/** `/pointMall`: the points mall (SPEC §2: header and footer, no side menu). */
export default function PointsMallRoute({ title }: { title: string }) {
  return <PointsMallPage title={title} />;
}
