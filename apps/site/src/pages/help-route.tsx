import { HelpCentre } from '@lobbykit/ui';
import { useLocationHash } from './browser-values';

/** `/help` and `/helpmc` (SPEC §2; the route table gives /helpmc its frame without a header): the help centre. */
export default function HelpRoute({ title }: { title: string }) {
  // A deep link names a tag: /help#terms opens the terms.
  const tag = decodeURIComponent(useLocationHash().slice(1)) || null;
  return <HelpCentre title={title} initialTag={tag} />;
}
