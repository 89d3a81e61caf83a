import { LobbyKitProvider } from '@lobbykit/ui';
import { useLocation } from 'wouter';
import { brand } from './brand';
import { SiteRoutes } from './site-routes';

/**
 * The composed site: the kit's one root (query cache, words, the platform, the system-status gate, the session and
 * the auth dialogs) made from the brand's settings, then history-mode routes (SPEC §2). The session token lives in
 * sessionStorage `token` and nowhere else (SPEC §3): the transport's default store.
 */
export function App() {
  const [path, navigate] = useLocation();
  return (
    <LobbyKitProvider
      platform={brand.platformUrl}
      merchant={brand.merchant}
      device={brand.device}
      languages={brand.languages}
      navigate={navigate}
      currentPath={path}
    >
      <SiteRoutes />
    </LobbyKitProvider>
  );
}
