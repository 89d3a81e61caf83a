import { getBalance, platformKeys } from '@lobbykit/api-client';
import { type GamePagePath, readGamePageAddress } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { type GameToStart, useGameStart } from '../../game-start/use-game-start';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useSessionToken } from '../../platform/call-hooks';
import { EmptyState } from '../../platform/feedback/empty-state';
import { NavLink } from '../../platform/nav-link';
import { useAccountKind, useSessionStatus } from '../../platform/session-hooks';
import { Button, buttonVariants } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { GameFrame } from './game-frame';
import { SessionBar } from './session-bar';
import { usePageOrigin } from './use-page-origin';

/** Props of {@link GamePage}. */
export type GamePageProps = {
  /** The page's query string (`?gameId=…&vassalage=…&nodeId=…[&roomId=…][&trial=1][&from=…]`): the game to launch. */
  search: string;
  /** Which page this is: `/game`, or `/seamless` for the seamless game (SPEC §2). */
  gamePage?: GamePagePath;
  /**
   * The frame's `sandbox` tokens: scripts, its own origin, forms and pop-ups by default, never navigating the site;
   * `null` drops the attribute for a game that cannot run sandboxed.
   */
  frameSandbox?: string | null;
  className?: string;
};

/**
 * The launched game (SPEC §2 `/game`, header only): the page launches the game its address names, through the same
 * decisions as a card's Play (a visitor gets the login dialog, a trial account 'need a real account', a game under
 * maintenance 'Game maintenance'), and frames the URL the platform answers when it is safe to frame. Back returns to
 * the page the player came from on this site, and the balance is fetched again on the way out.
 */
export function GamePage({ search, gamePage = '/game', frameSandbox, className }: GamePageProps) {
  const t = useT();
  const status = useSessionStatus();
  const token = useSessionToken();
  const { isTrial } = useAccountKind();
  const dialogs = useAuthDialogs();
  const queryClient = useQueryClient();
  const vendors = useGameVendors();
  const origin = usePageOrigin();
  const address = useMemo(() => readGamePageAddress(search, origin), [search, origin]);
  const [url, setUrl] = useState<string | null>(null);
  const openHere = useCallback((next: string) => setUrl(next), []);
  const game = useGameStart<GameToStart>(openHere, { gamePage });
  const start = useRef(game.start);
  start.current = game.start;

  const launchKey = address
    ? [address.vassalage, address.gameId, address.nodeId, address.roomId, address.trial].join('|')
    : null;
  const ready = status !== 'loading';
  const launch = useCallback(() => {
    if (!address) return;
    setUrl(null);
    start.current(address, address.trial);
  }, [address]);
  // A player who has just ended the session (logged out, or stopped at a reality check) is not asked to log in again.
  const signedOutHere = useRef(false);
  if (token) signedOutHere.current = false;
  const hadToken = useRef(token);
  if (hadToken.current && !token) signedOutHere.current = true;
  hadToken.current = token;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new game, or a session that begins or ends, launches again.
  useEffect(() => {
    if (ready && !signedOutHere.current) launch();
  }, [launchKey, ready, token]);

  // The game spent or won money: the header's balance is fetched again when the player leaves it.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: platformKeys.call(getBalance) }), [queryClient]);

  const vendorName = useMemo(() => {
    for (const lane of vendors.data?.data.lanes ?? []) {
      const card = lane.cards.find((entry) => entry.vassalage === address?.vassalage);
      if (card) return card.displayName;
    }
    return address?.vassalage ?? '';
  }, [vendors.data, address?.vassalage]);

  if (!address) {
    return (
      <div className={cn('mx-auto w-full max-w-3xl px-4 py-10', className)}>
        <EmptyState
          headingLevel={1}
          title={t('game_page_missing')}
          detail={t('game_page_missing_detail')}
          action={
            <NavLink href="/" className={buttonVariants({ variant: 'primary' })}>
              {t('back_home')}
            </NavLink>
          }
        />
      </div>
    );
  }

  let blocked: ReactNode = null;
  if (status === 'anonymous') {
    blocked = (
      <Blocked title={t('game_page_login')}>
        <Button onClick={() => dialogs.open('login')}>{t('login')}</Button>
      </Blocked>
    );
  } else if (isTrial && !address.trial) {
    blocked = <Blocked title={t('need_real_account_title')} message={t('in_need_true_account')} />;
  } else if (game.refusal) {
    const retryable = game.refusal.messageKey !== 'game_maintenance';
    blocked = (
      <Blocked title={game.refusal.title} message={game.refusal.message}>
        {retryable ? <Button onClick={launch}>{t('retry')}</Button> : null}
      </Blocked>
    );
  }

  return (
    <div
      data-slot="game-page"
      className={cn('mx-auto flex w-full max-w-[1680px] flex-col gap-2 px-2 py-2 sm:gap-3 sm:px-5 sm:py-3', className)}
    >
      <GameFrame
        url={blocked ? null : url}
        title={t('game_frame_title', { game: vendorName })}
        heading={vendorName}
        back={address.back}
        sandbox={frameSandbox}
        actions={blocked ? null : <SessionBar />}
      >
        {blocked}
      </GameFrame>
    </div>
  );
}

/** Why the game is not shown, in place of the frame, with a way on (Back stays in the bar above). */
/** Why the frame shows no game: a heading, the reason, and what the player can do. */
export function Blocked({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  return (
    <div data-slot="blocked" role="alert" className="flex flex-col items-center gap-3 px-6 text-center">
      <h2 className="font-semibold text-lg">{title}</h2>
      {message ? <p className="max-w-md text-sm text-text-muted">{message}</p> : null}
      {children ? <div className="mt-1 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
