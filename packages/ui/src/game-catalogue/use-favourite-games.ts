import { addFavouriteGame, callQuery, type Game, getFavouriteGameIds, removeFavouriteGame } from '@lobbykit/api-client';
import { FAVOURITE_TOGGLE_THROTTLE_MS } from '@lobbykit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useCallMutation, useCallQuery } from '../platform/call-hooks';
import { usePlatform } from '../platform/platform-provider';
import { useGatedAction } from '../platform/use-gated-action';

/**
 * The member's favourite games: a set of node ids, and a toggle that is login-gated (SPEC §4), shows at once and
 * rolls back when the platform refuses, and takes one press per second (PLATFORM-FACTS §7.1, leading edge).
 */
export function useFavouriteGames() {
  const { transport } = usePlatform();
  const queryClient = useQueryClient();
  const gated = useGatedAction();
  const ids = useCallQuery(getFavouriteGameIds);
  const add = useCallMutation(addFavouriteGame).mutate;
  const remove = useCallMutation(removeFavouriteGame).mutate;
  const lastPress = useRef(0);
  const favourites = useMemo(() => new Set(ids.data ?? []), [ids.data]);

  const toggle = useCallback(
    (game: Game) =>
      gated(() => {
        const now = Date.now();
        if (now - lastPress.current < FAVOURITE_TOGGLE_THROTTLE_MS) return;
        lastPress.current = now;
        const { queryKey } = callQuery(transport, getFavouriteGameIds);
        // A read of the favourites still on its way was asked before this press: landing after it, it would empty
        // the heart just pressed. It is called off first (its cancelling settles before the press is shown).
        void queryClient.cancelQueries({ queryKey }).then(() => {
          const known = queryClient.getQueryData<string[]>(queryKey);
          const before = known ?? [];
          const adding = !before.includes(game.nodeId);
          queryClient.setQueryData<string[]>(
            queryKey,
            adding ? [...before, game.nodeId] : before.filter((id) => id !== game.nodeId),
          );
          const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
          (adding ? add : remove)(input, {
            onSuccess: (next) => queryClient.setQueryData(queryKey, next),
            // Back to what was shown; if the first read was called off, the favourites are read again.
            onError: () => {
              queryClient.setQueryData(queryKey, before);
              if (!known) void queryClient.invalidateQueries({ queryKey });
            },
          });
        });
      }),
    [gated, transport, queryClient, add, remove],
  );
  return { favourites, toggle };
}
