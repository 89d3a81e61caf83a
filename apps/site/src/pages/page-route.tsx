import { lobbyOfRoute } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { ComingSoonPage, lazyRoute } from '@lobbykit/ui';
import { useLocation } from 'wouter';
import type { SitePage } from '../routes';

const loadLobby = () => import('./category-route');
// The lobby is a chunk of its own below this one, so the home route carries none of its wiring (bundle budget).
const LobbyRoute = lazyRoute(loadLobby);
if (lobbyOfRoute(window.location.pathname)) loadLobby().catch(() => undefined);

/** A page other than home: a game lobby (/rng, /live, …), or a clear "coming soon" for what a later release builds. */
export default function PageRoute({ title }: { title: SitePage['title'] }) {
  const t = useT();
  const [path] = useLocation();
  const lobby = lobbyOfRoute(path);
  return lobby ? <LobbyRoute {...lobby} title={t(title)} /> : <ComingSoonPage title={t(title)} />;
}
