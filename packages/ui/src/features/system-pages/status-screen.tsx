import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';

/** The full-page frame shared by the maintenance and region-blocked views: an emblem, words and one action. */
export function StatusScreen({
  emblem,
  children,
  'data-slot': slot = 'status-screen',
}: {
  emblem: ReactNode;
  children: ReactNode;
  /** The root's `data-slot`: the page's own name. */
  'data-slot'?: string;
}) {
  return (
    <main
      data-slot={slot}
      className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-surface-2),var(--color-page)_70%)] px-5 py-12"
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-6 rounded-lg border border-border bg-surface-1/80 px-6 py-10 text-center shadow-raised sm:px-10">
        <div
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-accent-soft text-gold"
        >
          {emblem}
        </div>
        {children}
      </div>
    </main>
  );
}

/** The reason contact-us failed, announced as it appears; nothing when there is none. */
export function ContactProblem({ messageKey }: { messageKey?: string | null | undefined }) {
  const t = useT();
  return (
    <p data-slot="contact-problem" role="alert" className="min-h-6 text-danger text-sm">
      {messageKey ? t.message({ key: messageKey }) : null}
    </p>
  );
}
