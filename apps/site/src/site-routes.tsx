import { getSystemStatus, type Transport } from '@lobbykit/api-client';
import { type AgentCentrePage, type MemberCentrePage, memberCentrePageOf, routeDestination } from '@lobbykit/domain';
import {
  AppShell,
  HeaderAccount,
  lazyDialog,
  lazyRoute,
  type UserMenuItem,
  useAuthDialogs,
  useCallQuery,
  useMemberCentreGate,
  usePreloadWhenIdle,
  useSessionStatus,
  useSessionToken,
} from '@lobbykit/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { brand } from './brand';
import { DIALOG_PATHS, isHomePath, SITE_PAGES } from './routes';

const loadHome = () => import('./pages/home-route');
// Home is a chunk of its own that starts loading with the shell, so the home route's initial JS stays in budget.
const HomeChunk = lazyRoute(loadHome, {
  fallback: (
    <div aria-hidden="true" className="mx-auto w-full max-w-[1680px] px-3 py-4 sm:px-5 sm:py-6">
      <div className="aspect-[3/1] animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
    </div>
  ),
});

const loadPage = () => import('./pages/page-route');
const PageChunk = lazyRoute(loadPage);

/**
 * Loads the chunks the page at `path` shows first, and starts the reads they make, as the entry module runs:
 * alongside the shell's first calls, not after React has mounted. Settles when the chunks are here (or failed: the
 * page then loads them again as it renders), so a prerendered page hydrates in one pass.
 */
export async function preloadPage(path: string, transport: Transport): Promise<void> {
  if (isHomePath(path)) {
    loadHome()
      .then((module) => module.prefetch(transport))
      .catch(() => undefined);
    await HomeChunk.preload();
    return;
  }
  await PageChunk.preload();
  await loadPage()
    .then((module) => module.preloadPageChunks(path))
    .catch(() => undefined);
}

// The agent centre and its pages load when it is first opened (bundle budget), as the member centre's do.
const AgentCentre = lazyDialog(() => import('./pages/agent-centre').then((module) => module.default), {
  title: (t) => t('agent_centre_title'),
  panelClassName:
    'inset-0 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:h-[88dvh] sm:w-[calc(100%-2rem)] sm:max-w-[1200px] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border',
});

// The member centre and its pages load when it first opens: the home route carries none of it (bundle budget).
const MemberCentre = lazyDialog(() => import('./pages/member-centre').then((module) => module.default), {
  title: (t) => t('member_centre_title'),
  panelClassName:
    'inset-0 sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:h-[88dvh] sm:w-[calc(100%-2rem)] sm:max-w-[1200px] sm:-translate-x-1/2 sm:rounded-lg sm:border sm:border-border',
});

// Feedback (SPEC §1) opens from the user menu; its form loads when first opened.
const FeedbackDialog = lazyDialog(() => import('./pages/feedback').then((module) => module.default), {
  title: (t) => t('feedback'),
});

/** The member-centre page each header entry opens (SPEC §2 user menu; the deposit button opens depositv2). */
const MENU_CENTRE_PAGES = {
  members: 'securityCenter',
  deposit: 'depositv2',
  withdraw: 'withdraw',
  'account-record': 'transactionHistory',
  'betting-record': 'personalHistoryCopy',
} as const satisfies Record<Exclude<UserMenuItem, 'agent' | 'feedback'> | 'deposit', MemberCentrePage>;

/**
 * A centre's page lives in the address (`?mc=transferFund`, `?ac=agentDailyWages2`), its one owner: opening adds a
 * history entry, switching pages replaces it, closing goes back (or drops the parameter after a deep link), so Back
 * closes it. `pageOf` reads the parameter (null: none).
 */
function useCentreAddress<P extends string>(param: 'mc' | 'ac', pageOf: (value: string | null) => P | null) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const page = pageOf(new URLSearchParams(search).get(param));
  const openedHere = useRef(false);
  const addressWith = useCallback(
    (next: P | null) => {
      const params = new URLSearchParams(search);
      if (next) params.set(param, next);
      else params.delete(param);
      const query = params.toString();
      return query ? `${path}?${query}` : path;
    },
    [path, search, param],
  );
  useEffect(() => {
    if (!page) openedHere.current = false;
  }, [page]);
  const open = useCallback(
    (next: P) => {
      if (!page) openedHere.current = true;
      navigate(addressWith(next), { replace: page !== null });
    },
    [page, navigate, addressWith],
  );
  const drop = useCallback(() => navigate(addressWith(null), { replace: true }), [navigate, addressWith]);
  const close = useCallback(() => {
    if (openedHere.current) window.history.back();
    else drop();
  }, [drop]);
  return { page, open, close, drop };
}

const anyPage = (value: string | null) => value || null;
// The centre's default (SPEC §2), written out: importing the domain's constant would bring its page list along.
const AGENT_CENTRE_FIRST_PAGE = 'agentTeamOverview' satisfies AgentCentrePage;

/** The site's pages: unknown paths go home, the optional guard sends visitors to /login, each page in its layout. */
export function SiteRoutes() {
  const [path, navigate] = useLocation();
  const token = useSessionToken();
  const sessionStatus = useSessionStatus();
  const dialogs = useAuthDialogs();
  const status = useCallQuery(getSystemStatus);
  // The agent centre's page in the address (`?ac=`), read by the centre itself: its page list stays off the home route.
  const agentCentre = useCentreAddress<string>('ac', anyPage);
  const memberCentre = useCentreAddress('mc', memberCentrePageOf);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const memberCentreAllowed = useMemberCentreGate(memberCentre.page, memberCentre.drop);
  // A member's centre opens whole on the first click from the account menu, not after its chunk.
  usePreloadWhenIdle(sessionStatus === 'member' ? MemberCentre : null);
  const guardEnabled = status.data?.info.brand?.requireLogin ?? false;
  const destination = routeDestination(path, { guardEnabled, token });
  const dialog = DIALOG_PATHS[path];

  // SPEC §2: /login, /register and /register.html open their dialog over home.
  useEffect(() => {
    if (dialog && sessionStatus !== 'member') dialogs.open(dialog);
  }, [dialog, sessionStatus, dialogs.open]);

  // Once signed in from /login, the visitor is home.
  useEffect(() => {
    if (path === '/login' && sessionStatus === 'member') navigate('/', { replace: true });
  }, [path, sessionStatus, navigate]);

  if (destination) return <Redirect to={destination} replace />;
  const page = SITE_PAGES[path] ?? SITE_PAGES['/']!;
  const home = isHomePath(path);

  return (
    <AppShell
      brandName={brand.name}
      logoSrc={brand.logo}
      layout={page.layout}
      onOpenResponsibleGaming={() => memberCentre.open('responsibleGaming')}
      account={(placement) => (
        <HeaderAccount
          onOpen={(item) =>
            item === 'agent'
              ? agentCentre.open(AGENT_CENTRE_FIRST_PAGE)
              : item === 'feedback'
                ? setFeedbackOpen(true)
                : memberCentre.open(MENU_CENTRE_PAGES[item])
          }
          placement={placement}
        />
      )}
    >
      {home ? <HomeChunk /> : <PageChunk title={page.title} />}
      {agentCentre.page ? (
        <AgentCentre
          open
          onOpenChange={(open) => !open && agentCentre.close()}
          address={agentCentre.page}
          onPageChange={agentCentre.open}
        />
      ) : null}
      {feedbackOpen ? <FeedbackDialog open onOpenChange={setFeedbackOpen} /> : null}
      {memberCentre.page && memberCentreAllowed ? (
        <MemberCentre
          open
          onOpenChange={(open) => !open && memberCentre.close()}
          page={memberCentre.page}
          onPageChange={memberCentre.open}
        />
      ) : null}
    </AppShell>
  );
}
