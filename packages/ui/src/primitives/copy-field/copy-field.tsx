import { useT } from '@lobbykit/i18n';
import { useEffect, useState } from 'react';
import { cn } from '../../styling/cn';
import { Button } from '../button/button';

type Feedback = 'copied' | 'failed' | null;

/**
 * A code or link to hand on (invite friends, the agent's affiliate link): the value, a copy button that says when it
 * copied (or that it could not), and share where the Web Share API exists.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  large = false,
  share,
}: {
  label: string;
  value: string | undefined;
  copyLabel: string;
  large?: boolean;
  share?: { text: string; url: string } | null;
}) {
  const t = useT();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (feedback !== 'copied') return;
    const timer = setTimeout(() => setFeedback(null), 2000);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function copy() {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      setFeedback('copied');
    } catch {
      setFeedback('failed');
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className="font-medium text-text-muted text-xs">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        {value ? (
          <output
            className={cn(
              'min-w-0 flex-1 select-all break-all rounded-md border border-border bg-surface-1 px-3 py-2',
              large ? 'font-bold font-mono text-2xl tracking-widest' : 'text-sm',
            )}
            dir="ltr"
          >
            {value}
          </output>
        ) : (
          <span className={cn('flex-1 rounded-md bg-surface-3 motion-safe:animate-pulse', large ? 'h-12' : 'h-10')} />
        )}
        <div className="flex gap-2">
          <Button size="sm" variant={feedback === 'copied' ? 'secondary' : 'primary'} disabled={!value} onClick={copy}>
            {feedback === 'copied' ? t('copy_success') : copyLabel}
          </Button>
          {share && canShare ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => navigator.share({ title: label, text: share.text, url: share.url }).catch(() => undefined)}
            >
              {t('share')}
            </Button>
          ) : null}
        </div>
      </div>
      <p role="status" className="text-xs empty:hidden">
        {feedback === 'copied' ? <span className="text-success">{t('copy_success')}</span> : null}
        {feedback === 'failed' ? <span className="text-danger">{t('copy_failed')}</span> : null}
      </p>
    </div>
  );
}
