import { type Game, isPlatformError, launchGame } from '@lobbykit/api-client';
import { decideGameStart, isSafeGameUrl } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useCallback, useRef, useState } from 'react';
import { WarningDialog } from '../primitives/warning-dialog/warning-dialog';
import { useAuthDialogs } from './auth-dialogs-context';
import { useCallMutation } from './call-hooks';
import { useSiteNavigation } from './nav-link';
import { useSession } from './session-provider';

type Notice = { name: string; title: string; message: string };

/** Where a launched game opens; the site's own page by default, until the `/game` frame exists (issue 12). */
export type OpenGame = (url: string, game: Game) => void;

const openInThisTab: OpenGame = (url) => window.location.assign(url);

/**
 * Starts a game through the domain's decision (SPEC §4): a visitor gets the login dialog, a trial account 'need a
 * real account', a game under maintenance 'Game maintenance' with OK; otherwise the platform launches it and the
 * game opens. `dialog` is the message to render next to the cards.
 */
export function useGameStart(openGame: OpenGame = openInThisTab) {
  const t = useT();
  const session = useSession();
  const dialogs = useAuthDialogs();
  const { navigate } = useSiteNavigation();
  const launch = useCallMutation(launchGame);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sendLaunch = launch.mutate;
  // A second press while the first launch is on its way would open the game twice.
  const launching = useRef(false);

  const start = useCallback(
    (game: Game, trial = false) => {
      const decision = decideGameStart(game, { token: session.token, isAgent: session.memberType }, { trial });
      switch (decision.action) {
        case 'login':
          return dialogs.open('login');
        case 'need-real-account':
          return dialogs.open('need-real-account');
        case 'maintenance':
          return setNotice({
            name: 'gameMaintenance',
            title: t('game_maintenance'),
            message: t('game_maintenance_detail'),
          });
        case 'navigate':
          return navigate?.(decision.gameCode ? `${decision.path}?gameCode=${decision.gameCode}` : decision.path);
        default:
          // The popup game list and the TCG_SEA entry are not built yet: those games launch like any other.
          if (launching.current) return;
          launching.current = true;
          return sendLaunch(
            { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, accountType: trial ? 0 : 1 },
            {
              onSettled: () => {
                launching.current = false;
              },
              onSuccess: (answer) => {
                const url = [answer.game_url, answer.game_url2].find((candidate) => isSafeGameUrl(candidate));
                if (url) openGame(url, game);
                else setNotice({ name: 'gameLaunchFailed', title: t('warning'), message: t('domain_check_failed') });
              },
              onError: (error) => {
                const key = isPlatformError(error) ? error.messageKey : 'unknown_error';
                // The platform knows a trial account before the member info has arrived here (SPEC §4).
                if (key === 'in_need_true_account') return dialogs.open('need-real-account');
                setNotice({
                  name: key === 'game_maintenance' ? 'gameMaintenance' : 'gameLaunchFailed',
                  title: key === 'game_maintenance' ? t('game_maintenance') : t('warning'),
                  message: key === 'game_maintenance' ? t('game_maintenance_detail') : t.dynamic(key),
                });
              },
            },
          );
      }
    },
    [session.token, session.memberType, dialogs, navigate, sendLaunch, openGame, t],
  );

  const dialog = (
    <WarningDialog
      name={notice?.name ?? 'gameMaintenance'}
      open={notice !== null}
      onOpenChange={(open) => !open && setNotice(null)}
      title={notice?.title ?? ''}
      message={notice?.message ?? ''}
      confirmLabel={t('ok')}
      closeLabel={t('close')}
      onConfirm={() => setNotice(null)}
    />
  );
  return { start, launching: launch.isPending, dialog };
}
