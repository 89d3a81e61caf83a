import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';

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
