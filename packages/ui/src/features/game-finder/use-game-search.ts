import { type Game, getGameList } from '@lobbykit/api-client';
import {
  GAME_SEARCH_DEBOUNCE_MS,
  GAME_SEARCH_GAME_LIMIT,
  gameSearchText,
  searchVendors,
  type VendorMatch,
} from '@lobbykit/domain';
import { useEffect, useMemo, useState } from 'react';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { useCallQuery } from '../../platform/call-hooks';

/** One option of the search's list: a vendor (its lobby tab) or a game (played). */
export type SearchResult = { kind: 'vendor'; vendor: VendorMatch } | { kind: 'game'; game: Game };

const NO_RESULTS: SearchResult[] = [];

/** The text the search asks about, once the player has stopped typing for a moment, so a word typed is one request, not one per key. */
function useSettledText(typed: string) {
  const text = gameSearchText(typed);
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), GAME_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, settled };
}

/**
 * Searches games and vendors: games on the platform's side (`GCSGAME_gameList` with `gameName`, the catalogue is
 * far too big to hold here), vendors among the lanes already loaded. The last results stay while the next arrive.
 */
export function useGameSearch(typed: string) {
  const { text, settled } = useSettledText(typed);
  const lanes = useGameVendors();
  const games = useCallQuery(
    getGameList,
    { gameName: settled, pageSize: GAME_SEARCH_GAME_LIMIT },
    { enabled: settled !== '', placeholderData: (previous) => previous },
  );
  const laneList = lanes.data?.data.lanes;
  const vendorNames = useMemo(
    () =>
      Object.fromEntries(
        (laneList ?? []).flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])),
      ),
    [laneList],
  );
  const vendors = useMemo(
    () =>
      searchVendors(
        (laneList ?? []).map((lane) => ({ gameCategory: lane.title, vendors: lane.cards })),
        settled,
      ),
    [laneList, settled],
  );
  // Results change only when the games of the settled text are in (or failed): a list that grew under the arrow
  // keys would move the highlight away from what the player chose.
  const settledGames = games.isPlaceholderData ? undefined : games.data;
  const ready = settled !== '' && (settledGames !== undefined || games.isError);
  const fresh = useMemo<SearchResult[] | null>(
    () =>
      ready
        ? [
            ...vendors.map((vendor) => ({ kind: 'vendor' as const, vendor })),
            ...(settledGames?.games ?? []).map((game) => ({ kind: 'game' as const, game })),
          ]
        : null,
    [ready, vendors, settledGames],
  );
  const [kept, setKept] = useState<SearchResult[]>(NO_RESULTS);
  if (fresh && fresh !== kept) setKept(fresh);
  const results = settled === '' ? NO_RESULTS : (fresh ?? kept);
  const waiting = text !== settled || games.isFetching;
  return {
    text,
    settled,
    results,
    vendorNames,
    /** How many games the platform found in all (the list shows the first few). */
    totalGames: settledGames?.totalCount ?? settledGames?.games.length ?? 0,
    loading: text !== '' && waiting,
    /** The games could not be searched: the catalogue's error, with `retry`. */
    error: settled !== '' && games.isError && !games.isFetching ? games.error : null,
    retry: () => void games.refetch(),
  };
}
