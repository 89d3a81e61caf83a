import { useT } from '@lobbykit/i18n';
import { ComingSoonPage } from '@lobbykit/ui';
import type { SitePage } from '../routes';

/** A page whose content a later release builds: loaded as its own chunk, shows a clear "coming soon". */
export default function ComingSoonRoute({ title }: { title: SitePage['title'] }) {
  const t = useT();
  return <ComingSoonPage title={t(title)} />;
}
