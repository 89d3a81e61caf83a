import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';

/** The honest empty state: nothing to show here, and what to try instead. */
export function LobbyEmpty({ className }: { className?: string }) {
  const t = useT();
  return (
    <div
      data-slot="lobby-empty"
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-border border-dashed px-6 py-14 text-center',
        className,
      )}
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        className="mb-2 size-12 text-text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <rect x="6" y="10" width="36" height="28" rx="6" />
        <path d="M17 24h.01M31 24h.01M19 31c3-2 7-2 10 0" strokeLinecap="round" />
      </svg>
      <p className="font-semibold text-lg">{t('lobby_empty')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('lobby_empty_detail')}</p>
    </div>
  );
}

/** A read that failed (SPEC §8): the catalogue's message where the games would be, and a retry. */
export function LobbyError({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-slot="lobby-error"
      className={cn(
        'flex flex-col items-center gap-4 rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-center',
        className,
      )}
    >
      <p className="max-w-md text-sm">{message}</p>
      <Button variant="secondary" disabled={retrying} aria-busy={retrying || undefined} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
