import { getGameVendors } from '@lobbykit/api-client';
import { DEFAULT_DECLARED_AGE } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useMemo } from 'react';
import { useCallQuery } from '../../platform/call-hooks';

/** The footer (SPEC §1, §2): the game vendors' logos and the copyright line. */
export function SiteFooter({ brandName }: { brandName: string }) {
  const t = useT();
  const vendors = useCallQuery(getGameVendors);
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
    <footer className="border-border border-t bg-surface-1 px-4 py-8 text-sm text-text-muted">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6">
        {logos.length > 0 ? (
          <section aria-label={t('footer_vendors')} className="w-full">
            <h2 className="mb-3 text-center font-semibold text-text-muted text-xs uppercase tracking-wider">
              {t('footer_vendors')}
            </h2>
            <ul className="flex flex-wrap justify-center gap-3">
              {logos.map((logo) => (
                <li key={logo.name} className="flex items-center gap-2 rounded-md bg-surface-2 px-2.5 py-1.5 text-xs">
                  <img
                    src={logo.icon}
                    alt=""
                    width={20}
                    height={20}
                    loading="lazy"
                    className="size-5 rounded-sm object-contain"
                  />
                  {logo.name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="text-center text-xs">{t('footer_responsible', { age: DEFAULT_DECLARED_AGE })}</p>
        <p className="text-center">{t('footer_copyright', { year: new Date().getFullYear(), brand: brandName })}</p>
      </div>
    </footer>
  );
}
