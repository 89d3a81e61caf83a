import { JoinPage } from '@lobbykit/ui';

/** `/join` (SPEC §2 "join us"): the affiliate programme and its application. */
export default function JoinRoute({ title }: { title: string }) {
  return <JoinPage title={title} />;
}
