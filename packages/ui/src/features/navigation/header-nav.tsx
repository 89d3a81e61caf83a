import type { VendorCardValue } from '@lobbykit/api-client';
import { categoryRoute, type HeaderNavEntry, launchesVendorDirectly, vendorMenuHref } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useRef } from 'react';
import { categoryLabelKey } from '../../game-catalogue/category-label';
import { useVendorLaunch } from '../../game-catalogue/vendor-launch';
import { CallProblem } from '../../platform/feedback/call-problem';
import { LazyMenu } from '../../platform/lazy-menu';
import { NavLink } from '../../platform/nav-link';
import { cn } from '../../styling/cn';
import { useFittingCount } from './use-fitting-count';
import { useHeaderNav } from './use-header-nav';

const topLink =
  'relative inline-flex h-11 shrink-0 items-center gap-1 whitespace-nowrap rounded-md px-3 font-medium text-sm text-text-muted hover:bg-surface-2 hover:text-text aria-[current=page]:text-text data-[state=open]:bg-surface-2 data-[state=open]:text-text ' +
  'aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent';

type TopEntry = { id: string; label: string } & (
  | { href: string; category?: undefined }
  | { href?: undefined; category: HeaderNavEntry<VendorCardValue> }
);

/**
 * The header's bottom bar (SPEC §2): Home, one menu per category that has vendors (up to 15, hot marked, More,
 * narrow above 8), Promotions, App download and Affiliates when that resource exists. Radix menus, loaded on demand
 * (the buttons are there at first paint): Enter or the arrow keys open a category, arrows move, Escape closes and
 * gives focus back. What does not fit the row's width goes behind a More menu, so no label wraps and nothing is cut.
 */
export function HeaderNav({ className }: { className?: string }) {
  const t = useT();
  const { categories, affiliatesHref, problem, retry } = useHeaderNav();
  const { launch, launcher } = useVendorLaunch();
  const row = useRef<HTMLUListElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  const entries: TopEntry[] = [
    { id: '/', href: '/', label: t('nav_home') },
    ...categories.map((category) => {
      const key = categoryLabelKey(category.category);
      return { id: category.category, category, label: key ? t(key) : category.category };
    }),
    { id: '/promotions', href: '/promotions', label: t('nav_promotions') },
    { id: '/app', href: '/app', label: t('nav_app_download') },
    ...(affiliatesHref ? [{ id: affiliatesHref, href: affiliatesHref, label: t('nav_affiliates') }] : []),
  ];
  const fitting = useFittingCount(row, copy, entries.length);
  const hidden = entries.slice(fitting);
  return (
    <nav data-slot="header-nav" aria-label={t('nav_main')} className={cn('relative min-w-0', className)}>
      <ul ref={row} className="flex items-center gap-0.5">
        {entries.slice(0, fitting).map((entry) => {
          const only = entry.category?.launch;
          return (
            <li key={entry.id} className="shrink-0">
              {only ? (
                // PLATFORM-FACTS §8.1: a category of one vendor starts it, with no menu of one item in between.
                <button type="button" className={topLink} onClick={() => launch(only)}>
                  {entry.label}
                </button>
              ) : entry.category ? (
                <CategoryMenu entry={entry.category} label={entry.label} onLaunch={launch} />
              ) : (
                <NavLink href={entry.href} className={topLink}>
                  {entry.label}
                </NavLink>
              )}
            </li>
          );
        })}
        {hidden.length > 0 ? (
          <li className="shrink-0">
            <OverflowMenu entries={hidden} onLaunch={launch} />
          </li>
        ) : null}
        {problem ? (
          <li className="min-w-0">
            <CallProblem error={problem} onRetry={retry} className="px-3" />
          </li>
        ) : null}
      </ul>
      {/* The row as it would be with every entry, out of sight: what useFittingCount measures. */}
      <ul
        ref={copy}
        aria-hidden="true"
        className="pointer-events-none invisible absolute start-0 top-0 flex h-0 w-max items-center gap-0.5 overflow-hidden"
      >
        {entries.map((entry) => (
          <li key={entry.id} className={topLink}>
            {entry.label}
            {entry.category && !entry.category.launch ? <Chevron /> : null}
          </li>
        ))}
        <li className={topLink}>
          {t('more')}
          <Chevron />
        </li>
      </ul>
      {launcher}
    </nav>
  );
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-3.5 motion-safe:transition-transform group-data-[state=open]:rotate-180"
      fill="none"
      stroke="currentColor"
    >
      <path d="M6 9l6 6 6-6" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The entries the row has no room for; a category here leads to its page, where all its vendors are, or starts its only vendor. */
function OverflowMenu({ entries, onLaunch }: { entries: TopEntry[]; onLaunch: (vendor: VendorCardValue) => void }) {
  const t = useT();
  return (
    <LazyMenu
      modal={false}
      className={cn(topLink, 'group')}
      menu={(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={16}
          className="z-40 flex min-w-48 flex-col gap-0.5 rounded-lg border border-border bg-surface-2 p-1.5 text-text shadow-raised"
        >
          {entries.map((entry) => {
            const item =
              'flex items-center whitespace-nowrap rounded-md px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-surface-3 aria-[current=page]:font-semibold';
            const only = entry.category?.launch;
            return only ? (
              <Menu.Item key={entry.id} className={cn(item, 'cursor-pointer')} onSelect={() => onLaunch(only)}>
                {entry.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={entry.id} asChild>
                <NavLink href={entry.href ?? categoryRoute(entry.category.category)} className={item}>
                  {entry.label}
                </NavLink>
              </Menu.Item>
            );
          })}
        </Menu.Content>
      )}
    >
      {t('more')}
      <Chevron />
    </LazyMenu>
  );
}

function CategoryMenu({
  entry,
  label,
  onLaunch,
}: {
  entry: HeaderNavEntry<VendorCardValue>;
  label: string;
  onLaunch: (vendor: VendorCardValue) => void;
}) {
  const t = useT();
  return (
    <LazyMenu
      modal={false}
      className={cn(topLink, 'group')}
      menu={(Menu) => (
        <Menu.Content
          data-narrow={entry.narrow || undefined}
          align="start"
          sideOffset={6}
          collisionPadding={16}
          className={cn(
            'z-40 grid gap-1 rounded-lg border border-border bg-surface-2 p-3 text-text shadow-raised',
            entry.narrow
              ? 'w-[40rem] max-w-[calc(100vw-2rem)] grid-cols-4'
              : 'w-[26rem] max-w-[calc(100vw-2rem)] grid-cols-2',
          )}
        >
          {entry.vendors.map((vendor) => {
            const item = cn(
              'flex items-center gap-2.5 rounded-md outline-none data-[highlighted]:bg-surface-3',
              entry.narrow ? 'px-2 py-1.5 text-xs' : 'px-3 py-2.5 text-sm',
            );
            const face = (
              <>
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
              </>
            );
            // A vendor whose card opens a popup game list is started, as everywhere else (PLATFORM-FACTS §8.1).
            return launchesVendorDirectly(entry.category, entry.vendors.length, vendor.isGame) ? (
              <Menu.Item
                key={vendor.vassalage}
                className={cn(item, 'cursor-pointer')}
                onSelect={() => onLaunch(vendor)}
              >
                {face}
              </Menu.Item>
            ) : (
              <Menu.Item key={vendor.vassalage} asChild>
                <NavLink href={vendorMenuHref(entry.category, vendor.vassalage)} className={item}>
                  {face}
                </NavLink>
              </Menu.Item>
            );
          })}
          {entry.moreHref ? (
            <Menu.Item asChild>
              <NavLink
                href={categoryRoute(entry.category)}
                className="col-span-full mt-1 inline-flex items-center justify-center gap-1 rounded-md border border-border px-3 py-2 font-semibold text-focus text-sm outline-none data-[highlighted]:bg-surface-3"
              >
                {t('more')}
                <span className="sr-only">: {t('nav_more_vendors', { category: label })}</span>
              </NavLink>
            </Menu.Item>
          ) : null}
        </Menu.Content>
      )}
    >
      {label}
      <Chevron />
    </LazyMenu>
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
