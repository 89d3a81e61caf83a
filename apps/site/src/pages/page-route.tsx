import { lobbyOfRoute } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { ComingSoonPage, type LazyComponent, lazyRoute } from '@lobbykit/ui';
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { SitePage } from '../routes';

type RouteProps = { title: string };

const loadLobby = () => import('./category-route');
// The lobby is a chunk of its own below this one, so the home route carries none of its wiring (bundle budget).
const LobbyRoute = lazyRoute(loadLobby);

/** The content pages, each a chunk of its own: one line per route. */
const ROUTE_CHUNKS: Record<string, () => Promise<{ default: ComponentType<RouteProps> }>> = {
  '/promotions': () => import('./promotions-route'),
  '/promoDetail': () => import('./promo-detail-route'),
  '/noticePage': () => import('./notice-page-route'),
  '/help': () => import('./help-route'),
  '/helpmc': () => import('./help-route'),
  '/app': () => import('./app-download-route'),
  '/join': () => import('./join-route'),
  '/pointMall': () => import('./points-mall-route'),
  '/vip': () => import('./vip-route'),
  '/game': () => import('./game-route'),
  '/seamless': () => import('./game-route'),
  // The lottery lobbies frame the platform's lottery (SPEC §2), rather than listing the category's games.
  '/lottery': () => import('./lottery-route'),
  '/vnlottery': () => import('./lottery-route'),
};
const ROUTE_PAGES: Record<string, LazyComponent<RouteProps>> = Object.fromEntries(
  Object.entries(ROUTE_CHUNKS).map(([path, load]) => [path, lazyRoute(load)]),
);

/** Loads the chunk of the page at `path`, its content page or its lobby, ahead (site-routes' `preloadPage`). */
export function preloadPageChunks(path: string): Promise<void> {
  const page = ROUTE_PAGES[path] ?? (lobbyOfRoute(path) ? LobbyRoute : null);
  return page?.preload() ?? Promise.resolve();
}

/** A page other than home: a game lobby (/rng, /live, …), a content page, or a clear "coming soon" for the rest. */
export default function PageRoute({ title }: { title: SitePage['title'] }) {
  const t = useT();
  const [path] = useLocation();
  const Page = ROUTE_PAGES[path];
  if (Page) return <Page title={t(title)} />;
  const lobby = lobbyOfRoute(path);
  if (lobby) return <LobbyRoute {...lobby} title={t(title)} />;
  return <ComingSoonPage title={t(title)} />;
}
