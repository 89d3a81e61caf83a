import { launchGame } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LobbyStoryRoute } from '../../testing/lobby-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { SignedInStory } from '../../testing/signed-in-story';
import { CategoryPage } from './category-page';

const meta = {
  title: 'Screens/Lobby/Category page',
  component: CategoryPage,
  args: { category: 'RNG', title: 'Slots', openGame: fn() },
  render: (args) => (
    <LobbyStoryRoute start="/rng">{(vendor) => <CategoryPage {...args} vendor={vendor} />}</LobbyStoryRoute>
  ),
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A tab reads its vendor's name, then 'Hot' for screen readers when the vendor is hot.
const vendorNameOf = (tab?: HTMLElement) => (tab?.textContent ?? '').replace(/Hot$/, '');
const gamesList = () => screen.findByRole('list', { name: 'Slots games' }, { timeout: 30_000 });
const firstCardOf = async () => within(await gamesList()).getAllByRole('listitem')[0] as HTMLElement;

/** As a visitor first opens Slots: the first provider's tab chosen, its games in the grid, every game type shown. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Slots providers' }, { timeout: 30_000 });
    const links = within(tabs).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    for (const link of links.slice(1)) await expect(link).not.toHaveAttribute('aria-current');
    await waitFor(async () => expect(await firstCardOf()).toHaveTextContent(vendorNameOf(links[0])));
    const types = canvas.getByRole('group', { name: 'Game types' });
    await expect(within(types).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    // The provider's game types arrive with their own call: settled once they are there.
    await waitFor(() => expect(within(types).getAllByRole('button').length).toBeGreaterThan(1));
    await expect(await gamesList()).toBeVisible();
  },
};

/** SPEC §2: the first vendor is shown; a tab routes to /rng?page={vendor}; a game type narrows the grid, with counts. */
export const TabSwitchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Slots providers' }, { timeout: 30_000 });
    const links = within(tabs).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).toHaveAttribute('href', expect.stringMatching(/^\/rng\?page=/));
    const firstVendor = vendorNameOf(links[0]);
    await waitFor(async () => expect(await firstCardOf()).toHaveTextContent(firstVendor));

    const second = links[1] as HTMLElement;
    const secondVendor = vendorNameOf(second);
    await userEvent.click(second);
    // The tab is marked at once; the address follows once that frame is painted.
    await expect(second).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(canvas.getByTestId('address')).toHaveAttribute('data-address', second.getAttribute('href')),
    );
    await waitFor(async () => expect(await firstCardOf()).toHaveTextContent(secondVendor), { timeout: 30_000 });

    const types = canvas.getByRole('group', { name: 'Game types' });
    const all = within(types).getByRole('button', { name: /^All/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    // The vendor's game types arrive with their own call: wait for them, not just for "All".
    const narrow = await waitFor(() => {
      const chip = within(types).getAllByRole('button')[1];
      expect(chip).toBeDefined();
      return chip as HTMLElement;
    });
    const count = Number(narrow.querySelector('span')?.textContent?.replace(/\D/g, ''));
    await userEvent.click(narrow);
    await expect(narrow).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(canvas.getByText(new RegExp(`^${count} games?$`))).toBeVisible(), { timeout: 30_000 });
  },
};

/** SPEC §4: a visitor who presses Play gets the login dialog, and no game is launched. */
export const VisitorGetsTheLogin: Story = {
  play: async ({ args }) => {
    const card = await firstCardOf();
    await userEvent.hover(card);
    await userEvent.click(within(card).getByRole('button', { name: /^Play / }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    await expect(dialog).toBeVisible();
    await expect(args.openGame).not.toHaveBeenCalled();
  },
};

/** SPEC §4: a member's Play on a game under maintenance (isNew 1) says 'Game maintenance'; OK closes it. */
export const MaintenanceRefused: Story = {
  render: (args) => (
    <LobbyStoryRoute start="/rng?page=PG">
      {(vendor) => (
        <SignedInStory>
          <CategoryPage {...args} vendor={vendor} />
        </SignedInStory>
      )}
    </LobbyStoryRoute>
  ),
  play: async ({ args }) => {
    const list = await gamesList();
    const card = await waitFor(() => {
      const found = list.querySelector('[data-maintenance]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(within(card).getByText('Under maintenance')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: /^Play / }));
    const dialog = await screen.findByRole('dialog', { name: 'Game maintenance' });
    await expect(dialog).toHaveTextContent('This game is under maintenance. Please try again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.openGame).not.toHaveBeenCalled();
  },
};

/** A member's Play on an open game asks the platform to launch it and opens the URL it answers. */
export const MemberLaunches: Story = {
  render: MaintenanceRefused.render,
  play: async ({ args }) => {
    const card = await firstCardOf();
    const requests = spyOn(globalThis, 'fetch');
    // A quick second press while the launch is on its way sends one launch, and the game opens once.
    await userEvent.dblClick(within(card).getByRole('button', { name: /^Play / }));
    await waitFor(() => expect(args.openGame).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    await expect(args.openGame).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//), expect.anything());
    const launches = requests.mock.calls.filter(([input]) => String(input).includes(launchGame.path));
    requests.mockRestore();
    await expect(launches).toHaveLength(1);
  },
};

/** SPEC §4: a trial account's Play is refused with 'need a real account', and no game is launched. */
export const TrialAccountRefused: Story = {
  render: (args) => (
    <LobbyStoryRoute start="/rng?page=PG">
      {(vendor) => (
        <SignedInStory username="trial1" password="Trial123">
          <CategoryPage {...args} vendor={vendor} />
        </SignedInStory>
      )}
    </LobbyStoryRoute>
  ),
  play: async ({ args }) => {
    const card = await firstCardOf();
    await userEvent.click(within(card).getByRole('button', { name: /^Play / }));
    const dialog = await screen.findByRole('dialog', { name: 'Real account required' }, dialogChunk);
    await expect(dialog).toHaveTextContent('This is a trial account.');
    await expect(args.openGame).not.toHaveBeenCalled();
  },
};
