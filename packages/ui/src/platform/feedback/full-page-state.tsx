import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';

/** A whole-page wait: a spinner with its words for screen readers. */
export function FullPageLoading() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-text-muted">
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-2 border-border border-t-accent motion-safe:animate-spin"
      />
      {t('loading')}
    </div>
  );
}

/** A whole-page failure with the catalogue's message and a way to try again, never a blank page (SPEC §8). */
export function FullPageError({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="max-w-md text-lg">{t.message({ key: messageKey })}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}
