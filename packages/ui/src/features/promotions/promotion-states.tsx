import type { PlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { CallProblem } from '../../platform/feedback/call-problem';
import { cn } from '../../styling/cn';

/** A promotions read that failed (SPEC §8): the catalogue's message where the promotions would be, and a retry. */
export function PromotionsProblem({
  error,
  onRetry,
  className,
}: {
  error: PlatformError;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      data-slot="promotions-problem"
      className={cn('rounded-lg border border-danger/40 bg-danger-surface px-4 py-6 sm:px-6', className)}
    >
      <CallProblem error={error} onRetry={onRetry} className="justify-center text-text" />
    </div>
  );
}

/** Says "loading" to screen readers while the skeletons stand in for the promotions. */
export function PromotionsLoading() {
  const t = useT();
  return (
    <p data-slot="promotions-loading" role="status" className="sr-only">
      {t('promo_loading')}
    </p>
  );
}
