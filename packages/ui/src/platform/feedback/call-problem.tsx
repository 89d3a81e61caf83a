import type { PlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';

/**
 * A failed call said in the place its content would be (DESIGN.md: a failure is never silent): the catalogue
 * message for what went wrong and a way to try again.
 */
export function CallProblem({
  error,
  onRetry,
  className,
}: {
  error: PlatformError;
  onRetry: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      data-slot="call-problem"
      className={cn('flex items-center gap-3 text-sm text-text-muted', className)}
    >
      <span className="min-w-0">{t.message({ key: error.messageKey })}</span>
      <Button variant="ghost" size="sm" className="shrink-0" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
