import { GameFinder, HomePage, PromotionsTeaser, prefetchHomePage } from '@lobbykit/ui';

/** Sends home's first reads as soon as this chunk has loaded (site-routes' `preloadPage`). */
export const prefetch = prefetchHomePage;

/**
 * Home (SPEC §2 `/`): a chunk of its own, loaded right after the shell, so the home route's initial JS carries none
 * of it (bundle budget). The site composes the promotions teaser into home, and find a game above it (a visitor sees
 * the search only); the home feature imports neither.
 */
export default function HomeRoute() {
  return (
    <>
      <GameFinder visitor="hidden" />
      <HomePage promotions={<PromotionsTeaser />} />
    </>
  );
}
