import { LotteryLobbyPage } from '@lobbykit/ui';
import { useLocation, useSearch } from 'wouter';

/** `/lottery` and `/vnlottery` (SPEC §2, header only): the platform's lottery lobby, or a game's betting view. */
export default function LotteryRoute() {
  const [path] = useLocation();
  return <LotteryLobbyPage path={path === '/lottery' ? '/lottery' : '/vnlottery'} search={useSearch()} />;
}
