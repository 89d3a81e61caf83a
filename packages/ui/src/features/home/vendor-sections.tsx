import type { Game, VendorCardValue } from '@lobbykit/api-client';
import { homeCategorySections, homeVendorAction } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useMemo, useRef } from 'react';
import { categoryLabelKey } from '../../game-catalogue/category-label';
import { useGameVendors } from '../../game-catalogue/use-game-vendors';
import { vendorAsGame } from '../../game-catalogue/vendor-as-game';
import { NavLink } from '../../platform/nav-link';
import { type ImageSource, useImageSource } from '../../platform/use-image-source';
import { FlameIcon } from '../../primitives/game-card/game-card-icons';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { cn } from '../../styling/cn';
import { HomeSection, homeRowClass, SectionEmpty, SectionProblem } from './home-section';

const vendorColumns = 'auto-cols-[9.5rem] sm:auto-cols-[11rem] xl:auto-cols-[12rem]';
const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/**
 * One section per game category with vendors (SPEC §2 home), each a sideways row of vendor cards and "See all" to
 * the category page. A card opens its vendor's tab there, or launches the only vendor of a category (§8.1).
 */
export function VendorSections({ onLaunch }: { onLaunch: (game: Game) => void }) {
  const t = useT();
  const lanes = useGameVendors();
  const image = useImageSource();
  const sections = useMemo(
    () =>
      homeCategorySections(
        (lanes.data?.data.lanes ?? []).map((lane) => ({ gameCategory: lane.title, vendors: lane.cards })),
      ),
    [lanes.data],
  );

  if (lanes.isPending) {
    return (
      <HomeSection data-slot="vendor-sections" title={t('lobby_all_vendors')} busy>
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <div aria-hidden="true" className={cn(homeRowClass, vendorColumns, 'overflow-hidden')}>
          {PLACEHOLDERS.map((id) => (
            <VendorCardSkeleton key={id} />
          ))}
        </div>
      </HomeSection>
    );
  }
  if (lanes.isError) {
    return (
      <HomeSection data-slot="vendor-sections" title={t('lobby_all_vendors')}>
        <SectionProblem error={lanes.error} onRetry={() => void lanes.refetch()} />
      </HomeSection>
    );
  }
  if (sections.length === 0) {
    return (
      <HomeSection data-slot="vendor-sections" title={t('lobby_all_vendors')}>
        <SectionEmpty title={t('home_vendors_empty')} />
      </HomeSection>
    );
  }
  // `contents`: the sections stay items of the page's column, as without a wrapper.
  return (
    <div data-slot="vendor-sections" className="contents">
      {sections.map((section) => {
        const key = categoryLabelKey(section.category);
        return (
          <CategorySection
            key={section.category}
            title={key ? t(key) : section.category}
            category={section.category}
            href={section.href}
            vendors={section.vendors}
            image={image}
            onLaunch={onLaunch}
          />
        );
      })}
    </div>
  );
}

function CategorySection({
  title,
  category,
  href,
  vendors,
  image,
  onLaunch,
}: {
  title: string;
  category: string;
  href: string;
  vendors: readonly VendorCardValue[];
  image: (path: string) => ImageSource;
  onLaunch: (game: Game) => void;
}) {
  const t = useT();
  const row = useRef<HTMLUListElement>(null);
  return (
    <HomeSection data-slot="category-section" title={title} seeAllHref={href} row={row}>
      <ul
        ref={row}
        aria-label={t('lobby_vendors_label', { category: title })}
        className={cn(homeRowClass, vendorColumns)}
      >
        {vendors.map((vendor) => {
          const action = homeVendorAction(category, vendor.vassalage, vendors.length, vendor.isGame);
          const art = vendor.lagerIcon ?? vendor.smallIcon;
          const face = (
            <>
              <span className="relative block aspect-[8/5] overflow-hidden rounded-t-lg">
                <LazyImage
                  {...image(art ?? '')}
                  alt=""
                  fallback={<span className="block size-full bg-linear-to-br from-accent-soft to-surface-3" />}
                  className={cn('absolute inset-0', vendor.isNew === 1 && 'grayscale')}
                />
                {vendor.isHot === 1 ? (
                  <span className="absolute top-1.5 left-1.5 inline-flex h-5 items-center gap-1 rounded-sm bg-accent px-1.5 font-bold text-[0.6875rem] text-accent-contrast uppercase tracking-wide [&_svg]:size-3">
                    <FlameIcon />
                    {t('hot')}
                  </span>
                ) : null}
                {vendor.isNew === 1 ? (
                  <span className="absolute bottom-1.5 left-1.5 inline-flex h-5 items-center rounded-sm bg-page/85 px-1.5 font-bold text-[0.6875rem] text-text-muted">
                    {t('in_maintenance')}
                  </span>
                ) : null}
              </span>
              <span className="block truncate px-2.5 py-2 font-semibold text-sm">{vendor.displayName}</span>
            </>
          );
          const card = cn(
            'block w-full overflow-hidden rounded-lg bg-surface-2 text-start ring-1 ring-border/50',
            'motion-safe:transition-[transform,box-shadow] motion-safe:duration-150 hover:-translate-y-0.5 hover:shadow-raised',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          );
          return (
            <li key={vendor.vassalage} className="min-w-0">
              {action.action === 'open' ? (
                <NavLink href={action.href} className={card}>
                  {face}
                </NavLink>
              ) : (
                <button type="button" onClick={() => onLaunch(vendorAsGame(vendor))} className={card}>
                  {/* Named by what it shows ("Play Hot King Maker"), so the words read match the words seen. */}
                  <span className="sr-only">{t('play_now')} </span>
                  {face}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

function VendorCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/50">
      <div className="aspect-[8/5] animate-pulse bg-surface-3 motion-reduce:animate-none" />
      <div className="px-2.5 py-2.5">
        <span className="block h-3.5 w-2/3 rounded-sm bg-surface-3" />
      </div>
    </div>
  );
}
