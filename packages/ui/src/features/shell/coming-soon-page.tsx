import { useT } from '@lobbykit/i18n';
import { NavLink } from '../../platform/nav-link';
import { ComingSoonBadge } from '../../primitives/coming-soon-badge/coming-soon-badge';

/** A page whose content a later release builds: its title, a clear "coming soon" and a way home — never blank. */
export function ComingSoonPage({ title }: { title: string }) {
  const t = useT();
  return (
    <section
      data-slot="coming-soon-page"
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-border bg-surface-1 px-6 py-14 text-center shadow-raised"
    >
      <ComingSoonBadge size="large" />
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
