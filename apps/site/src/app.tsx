import type { Transport } from '@lobbykit/api-client';
import type { I18n } from '@lobbykit/i18n';
import { LobbyKitProvider, useHydrated } from '@lobbykit/ui';
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { brand } from './brand';
import { SiteRoutes } from './site-routes';

export interface AppProps {
  i18n: I18n;
  transport: Transport;
  /** The page the HTML was rendered for: rendered on the server, and what a hydrating browser renders first. */
  path?: string;
}

/**
 * The composed site: the kit's one root (query cache, words, the platform, the system-status gate, the session and
 * the auth dialogs) made from the brand's settings, then history-mode routes (SPEC §2). The session token lives in
 * sessionStorage `token` and nowhere else (SPEC §3): the transport's default store.
 */
export function App({ i18n, transport, path }: AppProps) {
  return (
    <Router ssrPath={path} ssrSearch={path === undefined ? undefined : ''}>
      <Site i18n={i18n} transport={transport} />
    </Router>
  );
}

function Site({ i18n, transport }: AppProps) {
  const [path, navigate] = useLocation();
  return (
    <LobbyKitProvider
      platform={transport}
      i18n={i18n}
      merchant={brand.merchant}
      jurisdiction={brand.jurisdiction}
      navigate={navigate}
      currentPath={path}
    >
      <PageReady />
      <SiteRoutes />
    </LobbyKitProvider>
  );
}

/**
 * Marks the page as the browser's once it has rendered there (after hydration, the render that reads the session
 * and what the platform answered): what public/first-paint.js held back shows, and tests and tools can tell the page
 * works from `<html data-hydrated>`.
 */
function PageReady() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const html = document.documentElement;
    html.removeAttribute('data-language-pending');
    html.removeAttribute('data-session-pending');
    html.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return null;
}
