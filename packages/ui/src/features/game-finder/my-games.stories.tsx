import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { FinderMemberStory } from '../../testing/game-finder-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { StoryRoute } from '../../testing/story-route';
import { GameFinder } from './game-finder';
import { MyGames } from './my-games';

const RECENT = '/wps/relay/GCS_recentGame';

const meta = {
  title: 'Screens/Find a game/Your games',
  component: MyGames,
  render: (args) => (
    <FinderMemberStory>
      <div className="mx-auto max-w-[1680px] px-3 py-4 sm:px-5">
        <MyGames {...args} />
      </div>
    </FinderMemberStory>
  ),
} satisfies Meta<typeof MyGames>;

export default meta;
type Story = StoryObj<typeof meta>;

const seeded =
  (recent: number, favourites: number): Story['render'] =>
  (args) => (
    <FinderMemberStory recent={recent} favourites={favourites}>
      <div className="mx-auto max-w-[1680px] px-3 py-4 sm:px-5">
        <MyGames {...args} />
      </div>
    </FinderMemberStory>
  );

const tab = (name: string) => screen.findByRole('tab', { name }, { timeout: 30_000 });

const visitorRender: Story['render'] = (args) => (
  <StoryRoute start="/rng">
    <div className="mx-auto max-w-[1680px] px-3 py-4 sm:px-5">
      <MyGames {...args} />
    </div>
  </StoryRoute>
);

/** A visitor has no games of their own: a call to log in instead of the tabs. */
export const Visitor: Story = {
  render: visitorRender,
  play: async () => {
    const call = await screen.findByRole('region', { name: 'Your games' });
    await expect(call).toHaveTextContent('Log in to see the games you played and your favourites.');
    await expect(screen.queryByRole('tab')).toBeNull();
    await expect(within(call).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** The visitor's Log in opens the login dialog. */
export const VisitorLogsIn: Story = {
  render: visitorRender,
  play: async () => {
    const call = await screen.findByRole('region', { name: 'Your games' });
    await userEvent.click(within(call).getByRole('button', { name: 'Log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
  },
};

/** A member who has not played yet: the recent row says so honestly. */
export const RecentEmpty: Story = {
  play: async () => {
    await expect(await tab('Recently played')).toHaveAttribute('aria-selected', 'true');
    await expect(await screen.findByText('No games played yet', {}, { timeout: 30_000 })).toBeVisible();
  },
};

/** The member's recent games, newest first, each playable: Play opens the site's game page. */
export const RecentLoaded: Story = {
  render: seeded(4, 0),
  play: async () => {
    await tab('Recently played');
    const row = await screen.findByRole('list', { name: 'Recently played' }, { timeout: 30_000 });
    const cards = within(row).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    const newest = cards[0] as HTMLElement;
    await userEvent.hover(newest);
    await userEvent.click(within(newest).getByRole('button', { name: /^Play / }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveAttribute(
        'data-address',
        expect.stringMatching(/^\/game\?gameId=PG_/),
      ),
    );
  },
};

/** SPEC §8: the recent games that cannot be read say why, in the row's place; Try again reads them. */
export const RecentFailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(RECENT, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByText('No games played yet', {}, { timeout: 30_000 })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** No favourites yet: the Favourites tab (reached with the arrow key) says how to keep one. */
export const FavouritesEmpty: Story = {
  play: async () => {
    const recent = await tab('Recently played');
    recent.focus();
    await userEvent.keyboard('{ArrowRight}');
    const favourites = screen.getByRole('tab', { name: 'Favourites' });
    await expect(favourites).toHaveFocus();
    await expect(favourites).toHaveAttribute('aria-selected', 'true');
    await expect(await screen.findByText('No favourites yet', {}, { timeout: 30_000 })).toBeVisible();
    await expect(screen.getByText('Press the heart on a game to keep it here.')).toBeVisible();
  },
};

/** The member's favourites, each with its heart filled; taking one out leaves the list. */
export const FavouritesLoaded: Story = {
  render: seeded(0, 3),
  play: async () => {
    await userEvent.click(await tab('Favourites'));
    const row = await screen.findByRole('list', { name: 'Favourites' }, { timeout: 30_000 });
    await waitFor(() => expect(within(row).getAllByRole('listitem')).toHaveLength(3));
    const first = within(row).getAllByRole('listitem')[0] as HTMLElement;
    const remove = await within(first).findByRole('button', { name: /^Remove .+ from favourites$/ });
    await userEvent.click(remove);
    await waitFor(() => expect(within(row).getAllByRole('listitem')).toHaveLength(2), { timeout: 30_000 });
  },
};

/** The whole finder as home and the lobbies show it: the search, then the member's games. */
export const FinderForAMember: Story = {
  render: () => (
    <FinderMemberStory recent={3} favourites={1}>
      <GameFinder />
    </FinderMemberStory>
  ),
  play: async () => {
    await expect(
      await screen.findByRole('combobox', { name: 'Search games and providers' }, { timeout: 30_000 }),
    ).toBeVisible();
    const row = await screen.findByRole('list', { name: 'Recently played' }, { timeout: 30_000 });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(3);
  },
};
