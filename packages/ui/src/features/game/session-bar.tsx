import { useT } from '@lobbykit/i18n';
import { useEffect } from 'react';
import { useElapsedSeconds, usePlaySession } from '../../platform/responsible-gaming/play-session';
import { ElapsedTime, NetResult } from '../../platform/responsible-gaming/session-figures';
import { useAccountKind, useSessionStatus } from '../../platform/session-hooks';

// While a game runs, its bets and wins reach the bar this often (the background read is slower).
const PLAYING_REFRESH_MS = 15_000;

/** The game page's session bar: how long this session has run, ticking, and its net result, read as play goes on. */
export function SessionBar() {
  const t = useT();
  const status = useSessionStatus();
  const { isTrial } = useAccountKind();
  const playing = status === 'member' && !isTrial;
  const { summary, refresh } = usePlaySession();
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(refresh, PLAYING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [playing, refresh]);
  const elapsed = useElapsedSeconds();
  if (!playing || !summary || elapsed === null) return null;
  return (
    <dl
      aria-label={t('rg_session_bar')}
      data-slot="session-bar"
      className="order-last flex w-full items-center justify-between gap-4 rounded-md border border-border bg-surface-2 px-3 py-1.5 text-xs sm:order-none sm:w-auto sm:justify-start"
    >
      <div className="flex items-baseline gap-2">
        <dt className="text-text-muted">{t('rg_session_time')}</dt>
        <dd className="font-semibold text-sm">
          <ElapsedTime seconds={elapsed} />
        </dd>
      </div>
      <div className="flex items-baseline gap-2">
        <dt className="text-text-muted">{t('rg_session_net')}</dt>
        <dd className="font-semibold text-sm">
          <NetResult value={summary.net} />
        </dd>
      </div>
    </dl>
  );
}
