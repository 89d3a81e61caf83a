import { HomePage, PromotionsTeaser } from '@lobbykit/ui';

/**
 * Home (SPEC §2 `/`): a chunk of its own, loaded right after the shell, so the home route's initial JS carries none
 * of it (bundle budget). The site composes the promotions teaser into home; the home feature does not import it.
 */
export default function HomeRoute() {
  return <HomePage promotions={<PromotionsTeaser />} />;
}
