import { type Game, getSystemStatus, isPlatformError, launchGame } from '@lobbykit/api-client';
import {
  CURRENT_VASSALAGE_KEY,
  decideGameStart,
  type GamePagePath,
  gameFrameUrl,
  gamePageHref,
  readProtectionRefusal,
  type StartableGame,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { useAuthDialogs } from '../platform/auth-dialogs-context';
import { useCallMutation, useCallQuery, useSessionToken } from '../platform/call-hooks';
import { lazyDialog, type OnDemandDialogProps } from '../platform/lazy-dialog';
import { useSiteNavigation } from '../platform/nav-link';
import { useRefusalText } from '../platform/refusal-text';
import { useAccountKind } from '../platform/session-hooks';
import { useSessionStorage } from '../platform/session-storage';
import type { GamePopupListProps, PopupVendor } from './game-popup-list';
import type { PvpRoomListProps } from './pvp-room-list';

// A refused start, a vendor's list of games and a PVP game's rooms are opened now and then: their code (the modal and
// its focus and scroll handling) loads when one is first needed, not with every page that lists games.
type OnDemand<P> = OnDemandDialogProps & Omit<P, 'onClose'>;
/** A list that closes with `onClose`, as an on-demand dialog is driven (`onOpenChange(false)` closes it). */
const onDemand =
  <P extends { onClose: () => void }>(List: ComponentType<P>) =>
  ({ open: _open, onOpenChange, ...props }: OnDemand<P>) => (
    <List {...(props as unknown as P)} onClose={() => onOpenChange(false)} />
  );
const PopupListOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./game-popup-list').then(({ GamePopupList }) => onDemand<GamePopupListProps>(GamePopupList)),
  { title: (t) => t('loading') },
);
const RoomListOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./pvp-room-list').then(({ PvpRoomList }) => onDemand<PvpRoomListProps>(PvpRoomList)),
  { title: (t) => t('loading') },
);
const RefusalOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('../primitives/warning-dialog/warning-dialog').then((module) => module.WarningDialog),
  { title: (t) => t('warning') },
);

/** Why a game did not start: the dialog's name, its title and message, and the catalogue key behind them. */
export type GameStartRefusal = { name: string; title: string; message: string; messageKey: string };
type RefusedStart = { messageKey: string; value?: unknown };

/** What a start needs of a game: what the launch request names, and what the domain decides on (SPEC §3, §4). */
export type GameToStart = Pick<Game, 'gameId' | 'nodeId' | 'vassalage'> & StartableGame;

/** Where a launched game opens, for a brand that opens games its own way: the URL to frame, and the game. */
export type OpenGame<G extends GameToStart = Game> = (url: string, game: G) => void;

/** How {@link useGameStart} behaves without an `OpenGame`: the page of this site that frames the game. */
export type GameStartOptions = { gamePage?: GamePagePath };

/** The name a vendor card or game shows, for the popup's title; its code when it has none. */
function displayNameOf(game: GameToStart): string {
  const named = game as GameToStart & { displayName?: string | null; gameName?: string | null };
  return named.displayName || named.gameName || game.vassalage;
}

/**
 * Starts a game through the domain's decision (SPEC §4): a visitor gets the login dialog, a trial account 'need a
 * real account', a game under maintenance 'Game maintenance' with OK, a vendor whose card says isGame VASSALAGE its
 * popup game list (each game of it started by these same rules). Otherwise, by default, the site goes to its
 * game page (`/game?gameId=…`, which launches the game in its frame); with `openGame`, the platform launches it here
 * and `openGame` gets the URL. `dialog` is the message to render next to the cards; `refusal` is the same message,
 * for a page that says it in place instead.
 */
export function useGameStart<G extends GameToStart = Game>(openGame?: OpenGame<G>, options: GameStartOptions = {}) {
  const t = useT();
  const token = useSessionToken();
  const { memberType } = useAccountKind();
  const storage = useSessionStorage();
  const refusalText = useRefusalText();
  const dialogs = useAuthDialogs();
  const { navigate, currentPath } = useSiteNavigation();
  const launch = useCallMutation(launchGame);
  const status = useCallQuery(getSystemStatus);
  const launchHosts = status.data?.info.launchGameCDNs;
  // One launch host per screen, as images keep theirs (SPEC §9).
  const [draw] = useState(Math.random);
  // What was refused, as the platform said it: worded at render, so it reads in the language shown.
  const [notice, setNotice] = useState<RefusedStart | null>(null);
  const [popup, setPopup] = useState<PopupVendor | null>(null);
  const [roomsOf, setRoomsOf] = useState<G | null>(null);
  const gamePage = options.gamePage ?? '/game';
  const sendLaunch = launch.mutate;
  // A second press while the first launch is on its way would open the game twice.
  const launching = useRef(false);

  const begin = useCallback(
    (game: G, trial: boolean, withoutRoom: boolean, target: 'game' | 'vendor' = 'game') => {
      setNotice(null);
      const decision = decideGameStart(game, { token, isAgent: memberType }, { trial, withoutRoom, target });
      switch (decision.action) {
        case 'login':
          return dialogs.open('login');
        case 'need-real-account':
          return dialogs.open('need-real-account');
        case 'maintenance':
          return setNotice({ messageKey: 'game_maintenance' });
        case 'navigate':
          return navigate?.(decision.gameCode ? `${decision.path}?gameCode=${decision.gameCode}` : decision.path);
        case 'popup-game-list':
          return setPopup({ vassalage: game.vassalage, displayName: displayNameOf(game) });
        case 'pick-room':
          return setRoomsOf(game);
        case 'store-vendor-and-navigate':
          // SPEC §4: the slots lobby opens on the vendor chosen, also when the address names none.
          storage.setItem(CURRENT_VASSALAGE_KEY, decision.vassalage);
          return navigate ? navigate(decision.path) : window.location.assign(decision.path);
        default:
          // 'special-vendor-entry' (TCG_SEA): the platform's SEA lottery is entered through its own launch, in the
          // game page as any other game; the old build's /seaLottery page held nothing but that frame.
          if (!openGame) {
            // The game page launches the game itself, so a reload or a shared link plays it again.
            const here = window.location;
            const from = currentPath ? `${currentPath}${here.pathname === currentPath ? here.search : ''}` : null;
            const href = gamePageHref(
              { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, roomId: game.roomId },
              { trial, from, path: gamePage },
            );
            return navigate ? navigate(href) : window.location.assign(href);
          }
          if (launching.current) return;
          launching.current = true;
          return sendLaunch(
            {
              gameId: game.gameId,
              nodeId: game.nodeId,
              vassalage: game.vassalage,
              roomId: game.roomId ?? undefined,
              accountType: trial ? 0 : 1,
            },
            {
              onSettled: () => {
                launching.current = false;
              },
              onSuccess: (answer) => {
                const url = gameFrameUrl(answer, launchHosts, window.location.origin, () => draw);
                if (url) openGame(url, game);
                else setNotice({ messageKey: 'domain_check_failed' });
              },
              onError: (error) => {
                const key = isPlatformError(error) ? error.messageKey : 'unknown_error';
                const value = isPlatformError(error) ? error.value : undefined;
                // The platform knows a trial account before the member info has arrived here (SPEC §4).
                if (key === 'in_need_true_account') return dialogs.open('need-real-account');
                setNotice({ messageKey: key, value });
              },
            },
          );
      }
    },
    [token, memberType, storage, dialogs, navigate, currentPath, gamePage, sendLaunch, openGame, launchHosts, draw],
  );
  const refusal: GameStartRefusal | null = notice
    ? notice.messageKey === 'game_maintenance'
      ? {
          name: 'gameMaintenance',
          title: t('game_maintenance'),
          message: t('game_maintenance_detail'),
          messageKey: notice.messageKey,
        }
      : {
          name: 'gameLaunchFailed',
          title: t('warning'),
          // A limit or an exclusion says until when (the platform's time it sent).
          message: refusalText(readProtectionRefusal(notice.messageKey, notice.value)),
          messageKey: notice.messageKey,
        }
    : null;
  const start = useCallback((game: G, trial = false) => begin(game, trial, false), [begin]);
  // A vendor card: a slots vendor is stored and its lobby opened, any other started as its lobby (PLATFORM-FACTS §8.1).
  const startVendor = useCallback((vendor: G) => begin(vendor, false, false, 'vendor'), [begin]);

  const dialog = (
    <>
      {popup ? (
        <PopupListOnDemand
          open
          onOpenChange={(open) => !open && setPopup(null)}
          vendor={popup}
          // A game of the list is a game like any other: its own start decides (maintenance, launch).
          onPlay={(picked) => {
            setPopup(null);
            start(picked as unknown as G);
          }}
          onTrial={(picked) => {
            setPopup(null);
            start(picked as unknown as G, true);
          }}
        />
      ) : null}
      {roomsOf ? (
        <RoomListOnDemand
          open
          onOpenChange={(open) => !open && setRoomsOf(null)}
          game={{ vassalage: roomsOf.vassalage, gameId: roomsOf.gameId, name: displayNameOf(roomsOf) }}
          onPick={(room) => {
            setRoomsOf(null);
            start({ ...roomsOf, roomId: room.roomId });
          }}
          // A PVP game without rooms is played as any other game.
          onNoRooms={() => {
            setRoomsOf(null);
            begin(roomsOf, false, true);
          }}
        />
      ) : null}
      {refusal ? (
        <RefusalOnDemand
          name={refusal.name}
          open
          onOpenChange={(open) => !open && setNotice(null)}
          title={refusal.title}
          message={refusal.message}
          confirmLabel={t('ok')}
          closeLabel={t('close')}
          onConfirm={() => setNotice(null)}
        />
      ) : null}
    </>
  );
  return { start, startVendor, launching: launch.isPending, dialog, refusal, dismiss: () => setNotice(null) };
}
