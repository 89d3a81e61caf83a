import { useT } from '@lobbykit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthDialogsProvider } from '../features/auth/auth-dialogs-provider';
import { ComingSoonPage } from '../features/shell/coming-soon-page';
import { MemberPanel } from '../features/shell/member-panel';
import { NavigationProvider } from '../platform/nav-link';
import { SessionProvider } from '../platform/session-provider';
import { dismissPopupNotices, logInThroughDialog } from '../testing/login-story-steps';
import { dialogChunk } from '../testing/on-demand-story';
import { phoneViewport, SignedInStory } from '../testing/signed-in-story';
import { AppShell } from './app-shell';
import { HeaderAccount } from './header-account';

const navigate = fn();

/** The page a site's home route shows until it is built, titled as the site titles it (`nav_home`). */
function HomeComingSoon() {
  const t = useT();
  return <ComingSoonPage title={t('nav_home')} />;
}

const meta = {
  title: 'Screens/Shell/App shell',
  component: AppShell,
  args: { brandName: 'lobbykit', children: <HomeComingSoon /> },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate} currentPath="/">
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging a seeded account in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };

const memberPanel = (
  <SignedInStory>
    <MemberPanel account="player1" showAgent={false} onDeposit={fn()} onSelect={fn()} onSignOut={fn()} />
  </SignedInStory>
);

export const DesktopLoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const banner = page.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Language: English' })).toBeVisible();
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: /Slots/ })).toBeVisible());
    await expect(await within(nav).findByRole('link', { name: 'Affiliates' })).toHaveAttribute('href', '/join');
    const entries = [...(nav.querySelector('ul')?.children ?? [])].map((item) => item.textContent);
    await expect(entries[0]).toBe('Home');
    await expect(entries.slice(-3)).toEqual(['Promotions', 'App download', 'Affiliates']);
    await expect(within(nav).getByRole('button', { name: /E-sports/ })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(await page.findByRole('region', { name: 'Latest announcements' })).toBeVisible();
    await expect(await page.findByRole('complementary', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
  },
};

export const DesktopLoggedIn: Story = {
  args: { account: memberPanel },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(await banner.findByRole('button', { name: /Account menu: player1/ }, slow)).toBeVisible();
    await waitFor(() => expect(banner.getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('1,234.50'));
    await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};

// DESIGN.md: on a phone the header collapses into a menu; a link closes it and goes through the site's router.
export const PhoneLoggedOut: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const page = within(canvasElement);
    const banner = page.getByRole('banner');
    await expect(within(banner).queryByRole('navigation')).toBeNull();
    // Below 640 px the language lives in the menu, leaving the bar to the log-in buttons or the money.
    await expect(within(banner).queryByRole('button', { name: 'Language: English' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Main navigation' }, dialogChunk);
    // No empty gap under the heading; the language comes right after it.
    const heading = within(sheet).getByRole('heading', { name: 'Main navigation' });
    const language = within(sheet).getByRole('button', { name: 'Language: English' });
    await expect(language.getBoundingClientRect().top - heading.getBoundingClientRect().bottom).toBeLessThan(24);
    const slots = await within(sheet).findByRole('link', { name: 'Slots' }, slow);
    await expect(slots).toHaveAttribute('href', '/rng');
    await userEvent.click(slots);
    await expect(navigate).toHaveBeenCalledWith('/rng');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The phone menu's sheet at rest, on the Modal parts: a start-edge panel over the cover, its close button named. */
export const PhoneMenuOpen: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Main navigation' }, dialogChunk);
    await expect(sheet).toHaveAttribute('data-slot', 'mobile-menu-sheet');
    await expect(within(sheet).getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(await within(sheet).findByRole('link', { name: 'Slots' }, slow)).toBeVisible();
    await expect(sheet.getBoundingClientRect().left).toBe(0);
  },
};

export const PhoneLoggedIn: Story = {
  ...phoneViewport,
  args: { account: memberPanel },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Main navigation' }, dialogChunk);
    await waitFor(
      () => expect(within(sheet).getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('1,234.50'),
      slow,
    );
    await expect(within(sheet).getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};

// SPEC §2 layouts: /lottery has the header only, /helpmc no header.
export const HeaderOnlyLayout: Story = {
  args: { layout: { footer: false, sideBar: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.queryByRole('contentinfo')).toBeNull();
    await expect(page.queryByRole('complementary')).toBeNull();
  },
};

// The site's wiring: the session decides between the header login form and the logged-in panel.
const withSession = (Story: () => React.ReactNode) => (
  <SessionProvider storage={null} navigate={navigate}>
    <AuthDialogsProvider merchant="story">
      <Story />
    </AuthDialogsProvider>
  </SessionProvider>
);
const sessionAccount = (placement: Parameters<typeof HeaderAccount>[0]['placement']) => (
  <HeaderAccount onOpen={fn()} placement={placement} />
);

export const DesktopHeaderLogin: Story = {
  args: { account: sessionAccount },
  decorators: [withSession],
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await userEvent.type(await banner.findByRole('textbox', { name: 'Username' }), 'player1');
    await userEvent.type(banner.getByLabelText('Password', { selector: 'input' }), 'Player123');
    await userEvent.click(banner.getByRole('button', { name: 'Log in' }));
    const popups = await screen.findByRole('dialog', {}, slow);
    await userEvent.click(within(popups).getByRole('button', { name: 'Close' }));
    await expect(await banner.findByRole('button', { name: /Account menu: player1/ }, slow)).toBeVisible();
    await waitFor(() => expect(banner.getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('1,234.50'));
  },
};

// On a phone the top bar offers Log in and Register; Log in opens the login dialog.
export const PhoneHeaderLogin: Story = {
  ...phoneViewport,
  args: { account: sessionAccount },
  decorators: [withSession],
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('button', { name: 'Register' })).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', {}, dialogChunk);
    await expect(await within(dialog).findByRole('textbox', { name: 'Username' })).toBeVisible();
  },
};

// PLATFORM-FACTS §8.1 on a phone: Lottery (one vendor) in the menu starts it; a visitor is asked to log in first.
export const PhoneMenuStartsAOneVendorCategory: Story = {
  ...phoneViewport,
  args: { account: sessionAccount },
  decorators: [withSession],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Main navigation' }, dialogChunk);
    await expect(await within(sheet).findByRole('link', { name: 'Poker' }, slow)).toHaveAttribute('href', '/pvp');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Lottery' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    await expect(within(login).getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Main navigation' })).toBeNull();
  },
};

// At 360 px a signed-in player has the balance and Deposit in the bar itself, not only in the menu.
export const PhoneSignedInSeesTheMoney: Story = {
  ...phoneViewport,
  args: { account: sessionAccount },
  decorators: [withSession],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(within(page.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    await logInThroughDialog('player1', 'Player123');
    await dismissPopupNotices();
    const banner = within(page.getByRole('banner'));
    await waitFor(
      () => expect(banner.getByRole('button', { name: /Refresh balance/ })).toHaveTextContent('1,234.50'),
      slow,
    );
    const deposit = banner.getByRole('button', { name: 'Deposit' });
    await expect(deposit).toBeVisible();
    await expect(deposit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// At 1024 px what does not fit goes behind More; no label wraps and the page does not scroll sideways.
export const NarrowDesktopMoreMenu: Story = {
  parameters: {
    viewport: {
      options: { laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' } },
    },
  },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    const nav = within(banner.getByRole('navigation', { name: 'Main navigation' }));
    // The navigation measures itself again when the categories and then Affiliates (the status call's resources)
    // arrive: check it once it has settled, with every entry known, or the More button may come and go.
    const more = await waitFor(() => {
      const measured = banner
        .getByRole('navigation', { name: 'Main navigation' })
        .querySelector(':scope > ul[aria-hidden="true"]');
      expect(measured).toHaveTextContent('Affiliates');
      const found = nav.getByRole('button', { name: 'More' });
      for (const entry of nav.queryAllByRole('link').concat(nav.queryAllByRole('button'))) {
        expect(entry.getBoundingClientRect().height).toBeLessThanOrEqual(44);
        expect(entry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      return found;
    }, slow);
    await userEvent.click(more);
    // The menu's part loads on first use (lazy): on a busy machine that takes more than a second.
    const menu = await screen.findByRole('menu', { name: 'More' }, slow);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Affiliates' }));
    await expect(navigate).toHaveBeenCalledWith('/join');
  },
};

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="8" fill="#5b4cf0"/></svg>',
  );

// The brand's logo image from configuration; an image that does not load gives way to the wordmark.
export const BrandLogoSlot: Story = {
  args: { logoSrc: logo },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    const image = banner.getByRole('img', { name: 'lobbykit' });
    await expect(image).toHaveAttribute('src', logo);
    await expect(image.closest('a')).toHaveAttribute('href', '/');
  },
};

export const BrandLogoFallsBackToTheWordmark: Story = {
  args: { logoSrc: '/no-such-logo.svg' },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await waitFor(() => expect(banner.queryByRole('img', { name: 'lobbykit' })).toBeNull());
    await expect(banner.getByRole('link', { name: 'lobbykit' })).toHaveTextContent('lobbykit');
  },
};
