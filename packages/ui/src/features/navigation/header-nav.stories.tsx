import { getGameVendors } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { NavigationProvider } from '../../platform/nav-link';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { SignedInStory } from '../../testing/signed-in-story';
import { HeaderNav } from './header-nav';

const navigate = fn();

const meta = {
  title: 'Screens/Navigation/Header navigation',
  component: HeaderNav,
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate} currentPath="/">
        <div className="min-h-[36rem] bg-surface-1 p-4">
          <Story />
        </div>
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof HeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees the bar: Home marked as the page they are on, each category a closed menu button. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    const slots = await nav.findByRole('button', { name: 'Slots' }, { timeout: 30_000 });
    await expect(slots).toBeVisible();
    await expect(slots).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // Affiliates comes with its own call: the bar is settled once it is there.
    const affiliates = await nav.findByRole('link', { name: 'Affiliates' }, { timeout: 30_000 });
    await expect(affiliates).toHaveAttribute('href', '/join');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

// SPEC §2: a category with 16 vendors lists 15, marks the hot ones, offers More and uses the narrow layout.
export const SlotsDropdownByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const nav = within(canvasElement);
    const slots = await nav.findByRole('button', { name: 'Slots' }, { timeout: 30_000 });
    slots.focus();
    await userEvent.keyboard('{Enter}');
    await expect(slots).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu', { name: 'Slots' });
    const items = within(menu).getAllByRole('menuitem');
    // 15 vendors and the More entry.
    await expect(items).toHaveLength(16);
    await expect(within(menu).getByRole('menuitem', { name: /PG Soft.*Hot/ })).toHaveAttribute('href', '/rng?page=PG');
    await expect(menu).toHaveAttribute('data-narrow', 'true');
    await expect(within(menu).getByRole('menuitem', { name: /More/ })).toHaveAttribute('href', '/rng');

    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/rng?page=JL');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    const live = await nav.findByRole('button', { name: 'Live casino' }, { timeout: 30_000 });
    live.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Live casino' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(10);
    await expect(menu).toHaveAttribute('data-narrow', 'true');
    await expect(within(menu).queryByRole('menuitem', { name: /More/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(live).toHaveFocus();
  },
};

// A category with 8 vendors or fewer keeps the wide layout; categories without vendors are left out.
export const WideLayoutAndAffiliates: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    const fishing = await nav.findByRole('button', { name: 'Fishing' }, { timeout: 30_000 });
    await userEvent.click(fishing);
    const menu = await screen.findByRole('menu', { name: 'Fishing' });
    await expect(menu).not.toHaveAttribute('data-narrow');
    await expect(within(menu).getByRole('menuitem', { name: /Fa Chai Fishing.*Hot/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await nav.findByRole('link', { name: 'Affiliates' })).toHaveAttribute('href', '/join');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

// Without vendor lanes the bar does not just lose its categories; it says why and offers a retry.
export const VendorsRefusedSaySo: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext(getGameVendors.path, { body: { success: false, message: 'invalid_request' } });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const problem = await within(nav).findByRole('alert');
    await expect(problem).toHaveTextContent('The request was not valid.');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await within(nav).findByRole('button', { name: 'Slots' })).toBeVisible();
  },
};

const slow = { timeout: 30_000 };

/** The bar with a session behind it, for the stories that start a vendor: what a start needs (login, dialogs). */
function WithSession({ member }: { member: boolean }) {
  return (
    <AuthStoryHarness>
      {member ? (
        <SignedInStory>
          <HeaderNav />
        </SignedInStory>
      ) : (
        <HeaderNav />
      )}
    </AuthStoryHarness>
  );
}

// PLATFORM-FACTS §8.1: Lottery has one vendor, so its entry is a plain button that starts it: no menu of one item.
export const OneVendorCategoryStartsIt: Story = {
  render: () => <WithSession member />,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const nav = within(canvasElement);
    const lottery = await nav.findByRole('button', { name: 'Lottery' }, slow);
    await expect(lottery).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(lottery);
    await waitFor(
      () =>
        expect(navigate).toHaveBeenCalledWith(
          expect.stringMatching(/^\/game\?gameId=LOTT_LOBBY&vassalage=LOTT&nodeId=\d+/),
        ),
      dialogChunk,
    );
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

// A visitor's click on it asks them to log in first, as every game start does (SPEC §4).
export const OneVendorCategoryAsksAVisitorToLogIn: Story = {
  render: () => <WithSession member={false} />,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const lottery = await within(canvasElement).findByRole('button', { name: 'Lottery' }, slow);
    await userEvent.click(lottery);
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};

// A vendor whose card opens a popup game list (King Maker, isGame VASSALAGE) opens that list from the menu too.
export const PopupListVendorFromTheMenu: Story = {
  render: () => <WithSession member />,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Poker' }, slow));
    const menu = await screen.findByRole('menu', { name: 'Poker' });
    await expect(within(menu).getByRole('menuitem', { name: /Kaiyuan/ })).toHaveAttribute('href', '/pvp?page=KY');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /King Maker/ }));
    const list = await screen.findByRole('dialog', { name: 'King Maker games' }, dialogChunk);
    await expect(await within(list).findByRole('list', { name: 'King Maker games' }, slow)).toBeVisible();
    await expect(navigate).not.toHaveBeenCalled();
  },
};
