import { getSystemStatus, isPlatformError, launchLotteryLobby } from '@lobbykit/api-client';
import {
  choosePrizeMode,
  gameFrameUrl,
  type LotteryPagePath,
  type LotteryView,
  lotteryLobbyLaunch,
  lotteryPageHref,
  readLotteryPageAddress,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useCallMutation, useCallQuery, useSessionToken } from '../../platform/call-hooks';
import { NavLink } from '../../platform/nav-link';
import { useAccountKind, useSessionStatus } from '../../platform/session-hooks';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { GameFrame } from './game-frame';
import { Blocked } from './game-page';
import { usePageOrigin } from './use-page-origin';

/** Props of {@link LotteryLobbyPage}. */
export type LotteryLobbyPageProps = {
  /** Which page this is: `/lottery` or `/vnlottery` (SPEC §2, header only). */
  path: LotteryPagePath;
  /** The page's query string (`?gameCode=…&view=betting|lobby&from=…`): the view to open. */
  search: string;
  className?: string;
};

const VIEWS: readonly LotteryView[] = ['lobby', 'betting'];

/**
 * The lottery lobby (SPEC §2 `/lottery`, `/vnlottery`; PLATFORM-FACTS §8.2): the platform's lottery launched with
 * area VN, mode LOTT, the brand's prize mode, the view (betting for a named game, else the lobby) and a back URL on
 * this site, framed like a game. A switch opens the betting view or the lobby, each with an address of its own.
 * A visitor is asked to log in, a trial account told it needs a real one; a failed launch says why, with a retry.
 */
export function LotteryLobbyPage({ path, search, className }: LotteryLobbyPageProps) {
  const t = useT();
  const sessionStatus = useSessionStatus();
  const token = useSessionToken();
  const { isTrial } = useAccountKind();
  const dialogs = useAuthDialogs();
  const vendors = useGameVendors();
  const status = useCallQuery(getSystemStatus);
  const launch = useCallMutation(launchLotteryLobby);
  const [url, setUrl] = useState<string | null>(null);
  // One launch host per page, as a game keeps its (SPEC §9).
  const [draw] = useState(Math.random);
  const origin = usePageOrigin();
  const address = useMemo(() => readLotteryPageAddress(search, origin), [search, origin]);
  const lanes = vendors.data?.data.lanes;
  const prizeMode = useMemo(
    () => (lanes ? choosePrizeMode(lanes.map((lane) => ({ gameCategory: lane.title, vendors: lane.cards }))) : null),
    [lanes],
  );
  const launchHosts = status.data?.info.launchGameCDNs;
  const canPlay = sessionStatus === 'member' && !isTrial;
  const send = launch.mutate;

  const open = useCallback(() => {
    if (!prizeMode) return;
    setUrl(null);
    send(lotteryLobbyLaunch(address, prizeMode, window.location.origin), {
      onSuccess: (answer) => setUrl(gameFrameUrl(answer, launchHosts, window.location.origin, () => draw) ?? ''),
    });
  }, [address, prizeMode, launchHosts, draw, send]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view or game, or a session that begins, launches again.
  useEffect(() => {
    if (canPlay && prizeMode) open();
  }, [canPlay, prizeMode, address.gameCode, address.view, token]);

  const title = t('nav_lottery');
  let blocked: ReactNode = null;
  if (sessionStatus === 'anonymous') {
    blocked = (
      <Blocked title={t('game_page_login')}>
        <Button onClick={() => dialogs.open('login')}>{t('login')}</Button>
      </Blocked>
    );
  } else if (isTrial) {
    blocked = <Blocked title={t('need_real_account_title')} message={t('in_need_true_account')} />;
  } else if (launch.isError || url === '') {
    const key = launch.isError && isPlatformError(launch.error) ? launch.error.messageKey : 'domain_check_failed';
    blocked = (
      <Blocked title={t('warning')} message={t.dynamic(launch.isError ? key : 'domain_check_failed')}>
        <Button onClick={open}>{t('retry')}</Button>
      </Blocked>
    );
  } else if (vendors.isError) {
    blocked = (
      <Blocked title={t('warning')} message={t.dynamic(vendors.error.messageKey)}>
        <Button onClick={() => void vendors.refetch()}>{t('retry')}</Button>
      </Blocked>
    );
  }

  return (
    <div
      data-slot="lottery-lobby-page"
      className={cn('mx-auto flex w-full max-w-[1680px] flex-col gap-2 px-2 py-2 sm:gap-3 sm:px-5 sm:py-3', className)}
    >
      <GameFrame
        url={blocked ? null : url || null}
        title={t('game_frame_title', { game: title })}
        heading={title}
        back={address.back}
        actions={
          <nav aria-label={t('lottery_view_label')} className="flex shrink-0 gap-1 rounded-full bg-surface-2 p-1">
            {VIEWS.map((view) => (
              <NavLink
                key={view}
                href={lotteryPageHref(path, { gameCode: address.gameCode, view })}
                aria-current={view === address.view ? 'page' : undefined}
                className={cn(
                  'rounded-full px-3 py-1 font-semibold text-sm text-text-muted hover:text-text sm:px-4',
                  'focus-visible:outline-2 focus-visible:outline-focus',
                  view === address.view && 'bg-accent text-accent-contrast hover:text-accent-contrast',
                )}
              >
                {t(view === 'lobby' ? 'lottery_view_lobby' : 'lottery_view_betting')}
              </NavLink>
            ))}
          </nav>
        }
      >
        {blocked}
      </GameFrame>
    </div>
  );
}
