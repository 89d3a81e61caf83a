import { getSystemStatus } from '@lobbykit/api-client';
import { routeDestination } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import {
  AppShell,
  ComingSoonPage,
  HeaderAccount,
  lazyDialog,
  lazyRoute,
  type UserMenuItem,
  useAuthDialogs,
  useCallQuery,
  useSession,
} from '@lobbykit/ui';
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { brand } from './brand';
import { DIALOG_PATHS, SITE_PAGES } from './routes';

const loadPage = () => import('./pages/page-route');
const PageChunk = lazyRoute(loadPage);
// A page address loads its chunk now, alongside the status call, not after it (Lighthouse LCP on /promotions).
if (window.location.pathname !== '/') loadPage().catch(() => undefined);

// The placeholder's modal (and Radix's dialog code) loads when a centre page is opened, not on first paint.
const CentrePlaceholder = lazyDialog(() => import('./pages/centre-placeholder').then((module) => module.default), {
  title: (t) => t('coming_soon'),
});

const CENTRE_TITLES = {
  deposit: 'deposit',
  members: 'menu_members',
  agent: 'menu_agent',
  withdraw: 'withdraw',
  'account-record': 'account_record',
  'betting-record': 'betting_record',
} as const;

/** The site's pages: unknown paths go home, the optional guard sends visitors to /login, each page in its layout. */
export function SiteRoutes() {
  const t = useT();
  const [path, navigate] = useLocation();
  const session = useSession();
  const dialogs = useAuthDialogs();
  const status = useCallQuery(getSystemStatus);
  const [centre, setCentre] = useState<UserMenuItem | 'deposit' | null>(null);
  const guardEnabled = status.data?.info.brand?.requireLogin ?? false;
  const destination = routeDestination(path, { guardEnabled, token: session.token });
  const dialog = DIALOG_PATHS[path];

  // SPEC §2: /login, /register and /register.html open their dialog over home.
  useEffect(() => {
    if (dialog && session.status !== 'member') dialogs.open(dialog);
  }, [dialog, session.status, dialogs.open]);

  // Once signed in from /login, the visitor is home.
  useEffect(() => {
    if (path === '/login' && session.status === 'member') navigate('/', { replace: true });
  }, [path, session.status, navigate]);

  if (destination) return <Redirect to={destination} replace />;
  const page = SITE_PAGES[path] ?? SITE_PAGES['/']!;
  const home = page.title === 'nav_home' && !['/seamless', '/game'].includes(path);

  return (
    <AppShell
      brandName={brand.name}
      logoSrc={brand.logo}
      layout={page.layout}
      account={(placement) => <HeaderAccount onOpen={setCentre} placement={placement} />}
    >
      {home ? <ComingSoonPage title={t('nav_home')} /> : <PageChunk title={page.title} />}
      {centre ? (
        <CentrePlaceholder open onOpenChange={(open) => !open && setCentre(null)} title={t(CENTRE_TITLES[centre])} />
      ) : null}
    </AppShell>
  );
}
