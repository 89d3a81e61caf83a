import { lobbyOfRoute } from '@lobbykit/domain';
import { isHomePath } from './routes';

// The build's manifest names each chunk by its source; these are the chunks each page's first paint shows.
const HOME = 'src/pages/home-route.tsx';
const PAGE = 'src/pages/page-route.tsx';
const LOBBY = 'src/pages/category-route.tsx';
/** Content pages and their chunks, as pages/page-route.tsx loads them. */
const CONTENT_PAGES: Record<string, string> = {
  '/promotions': 'src/pages/promotions-route.tsx',
  '/promoDetail': 'src/pages/promo-detail-route.tsx',
  '/noticePage': 'src/pages/notice-page-route.tsx',
  '/help': 'src/pages/help-route.tsx',
  '/helpmc': 'src/pages/help-route.tsx',
  '/app': 'src/pages/app-download-route.tsx',
  '/join': 'src/pages/join-route.tsx',
  '/pointMall': 'src/pages/points-mall-route.tsx',
  '/vip': 'src/pages/vip-route.tsx',
  '/game': 'src/pages/game-route.tsx',
  '/seamless': 'src/pages/game-route.tsx',
  '/lottery': 'src/pages/lottery-route.tsx',
  '/vnlottery': 'src/pages/lottery-route.tsx',
};

/**
 * The source modules of the route chunks the page at `path` shows first: its prerendered HTML links them as module
 * preloads, so they arrive in one wave with the entry instead of after it (scripts/prerender.mjs).
 */
export function firstPaintModules(path: string): string[] {
  if (isHomePath(path)) return [HOME];
  const content = CONTENT_PAGES[path] ?? (lobbyOfRoute(path) ? LOBBY : null);
  return content ? [PAGE, content] : [PAGE];
}
