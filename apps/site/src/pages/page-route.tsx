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

/** The content pages, each a chunk of its own: one line per route. */
const ROUTE_PAGES: Record<string, ComponentType<RouteProps>> = {
  '/promotions': lazyRoute(() => import('./promotions-route')),
  '/promoDetail': lazyRoute(() => import('./promo-detail-route')),
  '/noticePage': lazyRoute(() => import('./notice-page-route')),
  '/help': lazyRoute(() => import('./help-route')),
  '/helpmc': lazyRoute(() => import('./help-route')),
  '/app': lazyRoute(() => import('./app-download-route')),
  '/join': lazyRoute(() => import('./join-route')),
  '/pointMall': lazyRoute(() => import('./points-mall-route')),
  '/vip': lazyRoute(() => import('./vip-route')),
  '/game': lazyRoute(() => import('./game-route')),
  '/seamless': lazyRoute(() => import('./game-route')),
  // The lottery lobbies frame the platform's lottery (SPEC §2), rather than listing the category's games.
  '/lottery': lazyRoute(() => import('./lottery-route')),
  '/vnlottery': lazyRoute(() => import('./lottery-route')),
};

const firstPath = window.location.pathname;
if (!ROUTE_PAGES[firstPath] && lobbyOfRoute(firstPath)) loadLobby().catch(() => undefined);

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
