import { lobbyOfRoute } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { ComingSoonPage, lazyRoute } from '@lobbykit/ui';
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { SitePage } from '../routes';

type RouteProps = { title: string };

const loadLobby = () => import('./category-route');
// The lobby is a chunk of its own below this one, so the home route carries none of its wiring (bundle budget).
const LobbyRoute = lazyRoute(loadLobby);
if (lobbyOfRoute(window.location.pathname)) loadLobby().catch(() => undefined);

/** The content pages, each a chunk of its own: one line per route. */
const ROUTE_PAGES: Record<string, ComponentType<RouteProps>> = {
  '/promotions': lazyRoute(() => import('./promotions-route')),
  '/promoDetail': lazyRoute(() => import('./promo-detail-route')),
  '/noticePage': lazyRoute(() => import('./notice-page-route')),
  '/help': lazyRoute(() => import('./help-route')),
  '/helpmc': lazyRoute(() => import('./help-route')),
  '/join': lazyRoute(() => import('./join-route')),
  '/app': lazyRoute(() => import('./app-download-route')),
  '/pointMall': lazyRoute(() => import('./points-mall-route')),
  '/vip': lazyRoute(() => import('./vip-route')),
  '/game': lazyRoute(() => import('./game-route')),
  '/seamless': lazyRoute(() => import('./game-route')),
};

/** A page other than home: a game lobby (/rng, /live, …), a content page, or a clear "coming soon" for the rest. */
export default function PageRoute({ title }: { title: SitePage['title'] }) {
  const t = useT();
  const [path] = useLocation();
  const lobby = lobbyOfRoute(path);
  if (lobby) return <LobbyRoute {...lobby} title={t(title)} />;
  const Page = ROUTE_PAGES[path];
  return Page ? <Page title={t(title)} /> : <ComingSoonPage title={t(title)} />;
}
