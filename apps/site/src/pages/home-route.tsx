import { HomePage } from '@lobbykit/ui';

/**
 * Home (SPEC §2 `/`): a chunk of its own, loaded right after the shell, so the home route's initial JS carries none
 * of it (bundle budget). The promotions teaser goes in the `promotions` slot once the promotions feature is on main.
 */
export default function HomeRoute() {
  return <HomePage />;
}
