import { isSafeGameUrl } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '../../platform/nav-link';
import { usePlaySession } from '../../platform/responsible-gaming/play-session';
import { Button, buttonVariants } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { useGameFullscreen } from './use-game-fullscreen';

/** What a game's frame may do: run, keep its own origin's storage, send forms and open pop-ups; never move the site. */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
/** The powers a game is given (DESIGN.md: a minimal `allow` list): its sound and its own fullscreen button. */
export const GAME_FRAME_ALLOW = 'autoplay; fullscreen';

/** Props of {@link GameFrame}. */
export type GameFrameProps = {
  /** The URL to frame; only https:, or http: on localhost, is ever framed. null while the game is on its way. */
  url: string | null;
  /** The frame's accessible name. */
  title: string;
  /** The page's heading: the game's vendor. */
  heading: string;
  /** Where Back goes: a path on this site. */
  back: string;
  /** The frame's `sandbox` tokens; null drops the attribute. */
  sandbox?: string | null;
  /** Said in place of the frame (a refusal, a login call); the frame is not shown while there is one. */
  children?: ReactNode;
  /** Controls of the page's own, in the bar beside the heading (the lottery's view switch). */
  actions?: ReactNode;
};

/**
 * A launched game's frame with its bar (Back, the vendor, fullscreen): a loading state until the frame has loaded,
 * fullscreen through the Fullscreen API or, where it is missing, over the whole viewport with a close button.
 */
export function GameFrame({
  url,
  title,
  heading,
  back,
  sandbox = GAME_FRAME_SANDBOX,
  children,
  actions,
}: GameFrameProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const fullscreen = useGameFullscreen(box);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const safeUrl = url && isSafeGameUrl(url) ? url : null;
  const covering = fullscreen.mode !== 'off';
  const toggleButton = useRef<HTMLButtonElement>(null);
  const wasCovering = useRef(false);
  const headingId = useId();
  // A due reality check (or a session out of time) pauses the game: the frame cannot be played, and fullscreen, which
  // would hide the dialog, ends.
  const play = usePlaySession();
  const paused = play.realityCheckDue || play.sessionTimeUp;
  const exitFullscreen = fullscreen.exit;
  useEffect(() => {
    if (paused) exitFullscreen();
  }, [paused, exitFullscreen]);

  // Leaving fullscreen puts focus back on the control that entered it.
  useEffect(() => {
    if (wasCovering.current && !covering) toggleButton.current?.focus();
    wasCovering.current = covering;
  }, [covering]);

  let content: ReactNode;
  if (children) content = children;
  else if (safeUrl) {
    content = (
      <>
        <iframe
          key={safeUrl}
          src={safeUrl}
          title={title}
          allow={GAME_FRAME_ALLOW}
          referrerPolicy="strict-origin"
          sandbox={sandbox ?? undefined}
          onLoad={() => setLoadedUrl(safeUrl)}
          inert={paused || undefined}
          className={cn('absolute inset-0 size-full border-0', loadedUrl !== safeUrl && 'invisible')}
        />
        {loadedUrl !== safeUrl ? <FrameLoading label={t('game_page_loading')} /> : null}
        {paused ? (
          <div data-slot="game-paused" aria-hidden="true" className="absolute inset-0 z-10 bg-page/80" />
        ) : null}
      </>
    );
  } else content = <FrameLoading label={t('game_starting')} />;

  return (
    <section aria-labelledby={headingId} data-slot="game-frame" className="flex flex-col gap-2 sm:gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <NavLink href={back} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path
              d="M10 3 5 8l5 5"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="rtl:origin-center rtl:-scale-x-100"
            />
          </svg>
          {t('back')}
        </NavLink>
        <h1 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-base sm:text-lg">
          {heading}
        </h1>
        {actions}
        {safeUrl && !children ? (
          <Button ref={toggleButton} variant="outline" size="sm" aria-pressed={covering} onClick={fullscreen.toggle}>
            <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('game_page_fullscreen')}
          </Button>
        ) : null}
      </div>
      <div
        ref={box}
        data-slot="game-frame-box"
        data-fullscreen={fullscreen.mode}
        // The game fits under the site's header (about 6 rem on phones, 10 on wider screens) and the bar above it.
        className={cn(
          'relative flex items-center justify-center overflow-hidden bg-surface-1',
          covering
            ? 'fixed inset-0 z-[100] h-dvh w-full'
            : 'h-[calc(100dvh-11rem)] min-h-[320px] rounded-lg border border-border sm:h-[calc(100dvh-15.5rem)]',
        )}
      >
        {content}
        {covering ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={fullscreen.exit}
            className="absolute end-2 top-2 z-10 shadow-lg"
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m4 4 8 8M12 4l-8 8" strokeLinecap="round" />
            </svg>
            {t('game_page_exit_fullscreen')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The wait for the game, over the frame's place. */
function FrameLoading({ label }: { label: string }) {
  return (
    <div role="status" className="absolute inset-0 flex items-center justify-center gap-3 text-text-muted">
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-2 border-border border-t-accent motion-safe:animate-spin"
      />
      {label}
    </div>
  );
}
