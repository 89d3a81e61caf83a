import { GamePage } from '@lobbykit/ui';
import { useLocation, useSearch } from 'wouter';

/** `/game` and `/seamless` (SPEC §2, header only): the game the address names, launched in its frame. */
export default function GameRoute() {
  const [path] = useLocation();
  return <GamePage search={useSearch()} gamePage={path === '/seamless' ? '/seamless' : '/game'} />;
}
