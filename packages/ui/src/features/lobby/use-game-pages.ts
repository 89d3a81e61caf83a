import { type Game, type GameList, getGameList, platformKeys, shouldRetryQuery } from '@lobbykit/api-client';
import { useLanguage } from '@lobbykit/i18n';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePlatform } from '../../platform/platform-provider';
import { useServerRenderedQuery } from '../../platform/server-rendered-query';

/**
 * Games per page of the endless grid. The earlier build paged 24 at a time behind a "next" arrow (PLATFORM-FACTS
 * §7.1); a grid that loads as it scrolls asks for fewer, larger pages (120 fills whole rows of 2 to 8 columns), so
 * the 1,000-game vendor is 9 calls, not 42.
 */
export const GRID_PAGE_SIZE = 120;

/** Which games a grid shows: a category, optionally one vendor and one classify group (PLATFORM-FACTS §1.2). */
export type GameFilter = { gameType: string; vassalage?: string; gameClassify?: string };

/**
 * The pages of `GCSGAME_gameList` for one filter, loaded one after another as the grid scrolls (SPEC §9 infinite
 * scroll; `totalPages` says when to stop). The key carries the language, so a switch reloads in the new one.
 */
export function useGamePages(filter: GameFilter) {
  const { transport } = usePlatform();
  // Re-renders on a language switch; the key takes the language the transport will send.
  useLanguage();
  const input = useMemo(
    () => ({
      gameType: filter.gameType,
      ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
      ...(filter.gameClassify ? { gameClassify: filter.gameClassify } : {}),
      pageSize: GRID_PAGE_SIZE,
    }),
    [filter.gameType, filter.vassalage, filter.gameClassify],
  );
  const query = useServerRenderedQuery(
    useInfiniteQuery({
      queryKey: [...platformKeys.query(getGameList, input, transport.language()), 'pages'],
      queryFn: ({ pageParam, signal }) =>
        transport.send(getGameList, { ...input, pageNo: pageParam }, { signal }) as Promise<GameList>,
      initialPageParam: 1,
      getNextPageParam: (last: GameList, _pages, pageNo: number) => (pageNo < last.totalPages ? pageNo + 1 : undefined),
      retry: shouldRetryQuery,
      staleTime: 60_000,
    }),
  );
  const games = useMemo<Game[]>(() => query.data?.pages.flatMap((page) => page.games) ?? [], [query.data]);
  const first = query.data?.pages[0];
  const total = first ? (first.totalCount ?? first.totalPages * GRID_PAGE_SIZE) : null;
  return { ...query, games, total };
}
