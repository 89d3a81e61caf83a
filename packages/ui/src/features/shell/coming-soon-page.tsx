import { useT } from '@lobbykit/i18n';
import { NavLink } from '../../platform/nav-link';

/** A page whose content a later release builds: its title, a clear "coming soon" and a way home — never blank. */
export function ComingSoonPage({ title }: { title: string }) {
  const t = useT();
  return (
    <section
      data-slot="coming-soon-page"
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-border bg-surface-1 px-6 py-14 text-center shadow-raised"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-3">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-7 text-focus"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" />
        </svg>
      </span>
      <h1 id="coming-soon-title" className="font-bold text-2xl">
        {title}
      </h1>
      <p className="font-semibold text-focus">{t('coming_soon')}</p>
      <p className="text-text-muted">{t('coming_soon_detail')}</p>
      <NavLink
        href="/"
        className="mt-2 inline-flex h-10 items-center rounded-md bg-accent px-4 font-semibold text-accent-contrast text-sm hover:bg-accent-hover"
      >
        {t('back_home')}
      </NavLink>
    </section>
  );
}
