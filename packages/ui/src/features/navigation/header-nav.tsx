import type { VendorCardValue } from '@lobbykit/api-client';
import { categoryRoute, type HeaderNavEntry, vendorMenuHref } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { NavigationMenu } from 'radix-ui';
import { cn } from '../../styling/cn';
import { categoryLabelKey } from './category-label';
import { NavLink } from './nav-link';
import { useHeaderNav } from './use-header-nav';

const topLink =
  'inline-flex h-11 items-center gap-1 rounded-md px-3 font-medium text-sm text-text-muted hover:bg-surface-2 hover:text-text aria-[current=page]:text-text data-[state=open]:bg-surface-2 data-[state=open]:text-text';

/**
 * The header's bottom bar (SPEC §2): Home, one menu per category that has vendors (up to 15, hot marked, More,
 * narrow above 8), Promotions, App download and Affiliates when that resource exists. Radix menus: arrow keys,
 * Escape and screen readers work.
 */
export function HeaderNav({ className }: { className?: string }) {
  const t = useT();
  const { categories, affiliatesHref } = useHeaderNav();
  return (
    <NavigationMenu.Root aria-label={t('nav_main')} className={cn('relative', className)}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <NavLink href="/" className={topLink}>
              {t('nav_home')}
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {categories.map((entry) => (
          <CategoryMenu key={entry.category} entry={entry} />
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <NavLink href="/promotions" className={topLink}>
              {t('nav_promotions')}
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <NavLink href="/app" className={topLink}>
              {t('nav_app_download')}
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {affiliatesHref ? (
          <NavigationMenu.Item>
            <NavigationMenu.Link asChild>
              <NavLink href={affiliatesHref} className={topLink}>
                {t('nav_affiliates')}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ) : null}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function CategoryMenu({ entry }: { entry: HeaderNavEntry<VendorCardValue> }) {
  const t = useT();
  const key = categoryLabelKey(entry.category);
  const label = key ? t(key) : entry.category;
  return (
    <NavigationMenu.Item value={entry.category}>
      <NavigationMenu.Trigger className={cn(topLink, 'group')}>
        {label}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-3.5 motion-safe:transition-transform group-data-[state=open]:rotate-180"
          fill="none"
          stroke="currentColor"
        >
          <path d="M6 9l6 6 6-6" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        data-narrow={entry.narrow || undefined}
        className="absolute start-0 top-full z-40 mt-1 w-full rounded-lg border border-border bg-surface-2 p-4 shadow-raised"
      >
        <ul
          aria-label={t('nav_vendor_menu', { category: label })}
          className={cn('grid gap-2', entry.narrow ? 'grid-cols-4 xl:grid-cols-5' : 'grid-cols-2 xl:grid-cols-4')}
        >
          {entry.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <NavigationMenu.Link asChild>
                <NavLink
                  href={vendorMenuHref(entry.category, vendor.vassalage)}
                  className={cn(
                    'flex items-center gap-3 rounded-md border border-transparent hover:border-border hover:bg-surface-3 focus-visible:bg-surface-3',
                    entry.narrow ? 'px-2 py-1.5 text-xs' : 'px-3 py-2.5 text-sm',
                  )}
                >
                  {vendor.smallIcon ? (
                    <img
                      src={vendor.smallIcon}
                      alt=""
                      width={entry.narrow ? 28 : 36}
                      height={entry.narrow ? 28 : 36}
                      loading="lazy"
                      className="shrink-0 rounded-sm"
                    />
                  ) : null}
                  <span className="min-w-0 flex-1 truncate">{vendor.displayName}</span>
                  {vendor.hot ? <HotMark label={t('hot')} /> : null}
                </NavLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
        {entry.moreHref ? (
          <NavigationMenu.Link asChild>
            <NavLink
              href={categoryRoute(entry.category)}
              className="mt-3 inline-flex items-center gap-1 rounded-md px-3 py-2 font-semibold text-focus text-sm hover:bg-surface-3"
            >
              {t('more')}
              <span className="sr-only">: {t('nav_more_vendors', { category: label })}</span>
            </NavLink>
          </NavigationMenu.Link>
        ) : null}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The hot mark of a vendor (SPEC §2: isHot 1); its word is read out, the flame is decoration. */
export function HotMark({ label }: { label: string }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5 rounded-sm bg-accent px-1 py-0.5 font-bold text-[10px] text-accent-contrast uppercase">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3" fill="currentColor">
        <path d="M12 2s5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 1-3.5S9 11 11 11c0-4 1-9 1-9z" />
      </svg>
      {label}
    </span>
  );
}
