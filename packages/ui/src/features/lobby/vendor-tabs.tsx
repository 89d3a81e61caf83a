import type { VendorCardValue } from '@lobbykit/api-client';
import { categoryTabHref } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useState } from 'react';
import { useSiteNavigation } from '../../platform/nav-link';
import { FlameIcon } from '../../primitives/game-card/game-card-icons';
import { tabsTriggerVariants } from '../../primitives/tabs/tabs';
import { cn } from '../../styling/cn';

// A link that looks like a pill tab: the chosen one is `aria-current="page"`; the hot mark sits beside the name.
const vendorTabClass = /* @__PURE__ */ cn(tabsTriggerVariants({ variant: 'pills' }), 'gap-1.5');

/** Props of {@link VendorTabs}. */
export type VendorTabsProps = {
  category: string;
  /** The category's name, for the row's accessible name. */
  categoryName: string;
  vendors: readonly VendorCardValue[];
  active: string | null;
  className?: string;
};

/**
 * The vendors of a category lobby as a row of links, each routing to `/{category}?page={vendor}` (SPEC §2); the
 * active one is marked `aria-current`. The row scrolls sideways on a phone.
 */
export function VendorTabs({ category, categoryName, vendors, active, className }: VendorTabsProps) {
  const t = useT();
  const { navigate } = useSiteNavigation();
  // The tab just clicked, marked at once; the address follows after that frame is painted (the route's re-render
  // does not hold up the click's answer), and the choice is dropped as soon as the page's active tab moves.
  const [chosen, setChosen] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new active tab is exactly when to drop the choice
  useEffect(() => setChosen(null), [active]);
  const shown = chosen ?? active;
  return (
    <nav
      data-slot="vendor-tabs"
      aria-label={t('lobby_vendors_label', { category: categoryName })}
      className={cn('min-w-0', className)}
    >
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
        {vendors.map((vendor) => {
          const href = categoryTabHref(category, vendor.vassalage);
          const current = vendor.vassalage === shown;
          return (
            <li key={vendor.vassalage} className="shrink-0">
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (!navigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  if (current) return;
                  setChosen(vendor.vassalage);
                  requestAnimationFrame(() => setTimeout(() => navigate(href), 0));
                }}
                className={vendorTabClass}
              >
                {vendor.displayName}
                {vendor.isHot === 1 && (
                  <span className="text-gold [&_svg]:size-3.5">
                    <FlameIcon />
                    <span className="sr-only">{t('hot')}</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
