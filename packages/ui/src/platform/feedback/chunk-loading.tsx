import { useT } from '@lobbykit/i18n';
import { cn } from '../../styling/cn';

/** A spinner with its words for screen readers, where a chunk is on its way. */
export function ChunkLoading({ className }: { className?: string }) {
  const t = useT();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-text-muted', className)}>
      <span
        aria-hidden="true"
        className="size-6 rounded-full border-2 border-border border-t-accent motion-safe:animate-spin"
      />
      {t('loading')}
    </div>
  );
}
