import { useT } from '@lobbykit/i18n';

/** A centre page (member or agent) not built yet: said plainly where its content would be, never a blank pane. */
export function CentreComingSoon() {
  const t = useT();
  return (
    <div
      data-slot="centre-coming-soon"
      className="flex flex-col items-center gap-3 rounded-lg border border-border border-dashed px-6 py-14 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-3">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6 text-focus"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" />
        </svg>
      </span>
      <p className="font-semibold text-focus">{t('coming_soon')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('coming_soon_detail')}</p>
    </div>
  );
}
