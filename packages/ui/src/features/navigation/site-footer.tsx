import { useFormat, useT } from '@lobbykit/i18n';
import { useId, useMemo, useState } from 'react';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { CallProblem } from '../../platform/feedback/call-problem';
import { useJurisdiction } from '../../platform/responsible-gaming/jurisdiction';
import { cn } from '../../styling/cn';

// In a phone-wide footer the first rows stand for the rest until the player asks for all of them, so the footer does not outgrow the page.
const SHOWN_ON_PHONES = 12;

/**
 * The footer (SPEC §1, §2): the game vendors' logos, the jurisdiction's age badge, licence text and help
 * organisations, the way to the responsible-gaming tools, and the copyright line.
 */
export function SiteFooter({
  brandName,
  onOpenResponsibleGaming,
}: {
  brandName: string;
  /** Opens the responsible-gaming page (the member centre's, in the site); without it the footer has no such link. */
  onOpenResponsibleGaming?: (() => void) | undefined;
}) {
  const t = useT();
  const jurisdiction = useJurisdiction();
  const { formatDateTime } = useFormat();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const vendors = useGameVendors();
  const logos = useMemo(() => {
    const seen = new Map<string, { name: string; icon: string }>();
    for (const lane of vendors.data?.data.lanes ?? []) {
      for (const card of lane.cards) {
        if (card.smallIcon && !seen.has(card.vassalage))
          seen.set(card.vassalage, { name: card.displayName, icon: card.smallIcon });
      }
    }
    return [...seen.values()];
  }, [vendors.data]);

  return (
    <footer data-slot="site-footer" className="border-border border-t bg-surface-1 px-4 py-8 text-sm text-text-muted">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6">
        {logos.length > 0 ? (
          <section aria-label={t('footer_vendors')} className="@container w-full">
            <h2 className="mb-3 text-center font-semibold text-text-muted text-xs uppercase tracking-wider">
              {t('footer_vendors')}
            </h2>
            <ul
              id={listId}
              style={{ willChange: 'transform' }}
              className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2 @md:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] @md:gap-3"
            >
              {logos.map((logo, index) => (
                <li
                  key={logo.name}
                  // Off screen a logo is not painted: within the page's paint margin a long page's scroll drew 36–43 of
                  // them in frame after frame. Each has a fixed height, so the footer keeps its height when
                  // its logos come on screen (a whole list skipped at a guessed height grew under a player's press).
                  style={{ contentVisibility: 'auto' }}
                  className={cn(
                    'flex h-23 min-w-0 flex-col items-center justify-center gap-1.5 rounded-md bg-surface-2 p-2 text-center @md:h-29',
                    index >= SHOWN_ON_PHONES && !showAll && 'hidden @md:flex',
                  )}
                >
                  <img
                    src={logo.icon}
                    alt=""
                    width={160}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="h-10 w-full max-w-32 shrink-0 rounded-sm object-contain @md:h-16"
                  />
                  <span className="line-clamp-2 w-full break-words text-text text-xs leading-tight">{logo.name}</span>
                </li>
              ))}
            </ul>
            {logos.length > SHOWN_ON_PHONES ? (
              <button
                type="button"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll((shown) => !shown)}
                className="mx-auto mt-3 flex rounded-md border border-border px-4 py-2 text-text text-xs hover:bg-surface-3 @md:hidden"
              >
                {showAll ? t('footer_vendors_fewer') : t('footer_vendors_all', { count: logos.length })}
              </button>
            ) : null}
          </section>
        ) : vendors.error ? (
          <CallProblem error={vendors.error} onRetry={() => void vendors.refetch()} className="justify-center" />
        ) : null}
        <section
          aria-label={t('rg_footer_link')}
          data-slot="footer-protection"
          data-jurisdiction={jurisdiction.id}
          className="flex max-w-3xl flex-col items-center gap-3 text-center text-xs"
        >
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <span
              role="img"
              aria-label={t('rg_age_badge', { age: jurisdiction.minimumAge })}
              data-slot="age-badge"
              className="inline-flex size-9 items-center justify-center rounded-full border-2 border-text-muted font-bold text-text text-xs"
            >
              <span aria-hidden="true">{jurisdiction.ageBadge}</span>
            </span>
            <p>{t('footer_responsible', { age: jurisdiction.minimumAge })}</p>
            {onOpenResponsibleGaming ? (
              <button
                type="button"
                data-slot="footer-responsible-gaming"
                onClick={onOpenResponsibleGaming}
                className="font-semibold text-text underline underline-offset-2 hover:text-accent"
              >
                {t('rg_footer_link')}
              </button>
            ) : null}
          </div>
          {jurisdiction.helpOrganisations.length > 0 ? (
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {jurisdiction.helpOrganisations.map((organisation) => (
                <li key={organisation.url}>
                  <a
                    href={organisation.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-text underline underline-offset-2 hover:text-accent"
                  >
                    {t('rg_help_link', { name: organisation.name })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p data-slot="licence">{t.message({ key: jurisdiction.licence.key, params: jurisdiction.licence.params })}</p>
        </section>
        <p className="text-center">
          {t('footer_copyright', { year: formatDateTime(Date.now(), 'yyyy'), brand: brandName })}
        </p>
      </div>
    </footer>
  );
}
