import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { dialogChunk } from '../../testing/on-demand-story';
import { SignedInStory } from '../../testing/signed-in-story';
import { StoryRoute } from '../../testing/story-route';
import { HomePage } from './home-page';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2';
const WINNERS = '/wps/relay/GCSGAME_getRankList';
const VENDORS = '/wps/relay/GCSGAME_gameVendor';
const ADD_FAVOURITE = '/wps/relay/MCSFE_addFavoriteGameV2';
const FAVOURITE_IDS = '/wps/relay/MCSFE_getFavoriteGames';

const meta = {
  title: 'Screens/Home/Home page',
  component: HomePage,
  args: { openGame: fn() },
  render: (args) => (
    <StoryRoute>
      <HomePage {...args} />
    </StoryRoute>
  ),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
// Role queries over the whole page (hundreds of cards) are slow on a loaded machine: find the part by its label.
const labelled = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    expect(found).not.toBeNull();
    return found as HTMLElement;
  }, slow);
const carousel = () => labelled('section[aria-roledescription="carousel"][aria-label="Featured"]');
const hotGames = () => labelled('ul[aria-label="Hot games"]');
const winners = () => labelled('ol[aria-label="Big winners"]');
// The amount is the row's last part: read on its own, as a game named "Lucky 7" would run into it in the row's text.
const amountOf = (row: HTMLElement) =>
  Number(row.lastElementChild?.textContent?.match(/^([\d,]+\.\d{2}) VND$/)?.[1]?.replaceAll(',', ''));

/** Home as a visitor finds it: the banners, 20 hot games, 20 wins largest first, and a row of vendors per category. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await carousel();
    await expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(3);
    await expect(within(region).getAllByRole('button', { name: /^Show banner/ })).toHaveLength(3);

    const hot = await hotGames();
    await expect(within(hot).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(hot).getAllByRole('button', { name: /^Play / })).toHaveLength(20);

    const board = await winners();
    const wins = within(board).getAllByRole('listitem');
    await expect(wins).toHaveLength(20);
    const amounts = wins.map(amountOf);
    await expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await expect(wins[0]).toHaveTextContent(/^No\. 1/);

    const slots = await labelled('ul[aria-label="Slots providers"]');
    await expect(
      within(slots.closest('section') as HTMLElement).getByRole('link', { name: 'See all: Slots' }),
    ).toHaveAttribute('href', '/rng');
    const pg = within(slots).getByRole('link', { name: /PG Soft/ });
    await expect(pg).toHaveAttribute('href', '/rng?page=PG');
    await userEvent.click(pg);
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/rng?page=PG');
  },
};

/** While the calls are on their way every section keeps its place with skeletons. */
export const Loading: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (const path of [ANNOUNCEMENTS, HOT_GAMES, WINNERS, VENDORS]) await controls.failNext(path, { stall: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(3));
    await expect(canvasElement.querySelector('[data-slot="banner-skeleton"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="game-card-skeleton"]')).toHaveLength(8);
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Big winners' })).toBeVisible();
  },
};

/** The winner board fails alone: its place says so with a retry, the rest of home shows; the retry brings the wins. */
export const WinnerBoardFailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(WINNERS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const alert = await labelled('[role="alert"]');
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await expect(await hotGames()).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const board = await winners();
    await expect(within(board).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

/** No wins in the last hour: the board says so plainly. */
export const EmptyWinnerBoard: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(WINNERS, {
        body: { success: true, message: null, value: { list: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No big wins yet', {}, slow)).toBeVisible();
    await expect(canvas.getByText('The biggest wins of the last hour show here.')).toBeVisible();
    await expect(canvasElement.querySelector('ol[aria-label="Big winners"]')).toBeNull();
  },
};

/** SPEC §4: a visitor who presses Play on a hot game gets the login dialog, and no game opens. */
export const VisitorPlaysAHotGame: Story = {
  play: async ({ args }) => {
    const hot = await hotGames();
    const first = within(hot).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.hover(first);
    await userEvent.click(within(first).getByRole('button', { name: /^Play / }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
    await expect(args.openGame).not.toHaveBeenCalled();
  },
};

/** SPEC §4: favourites are the member's own; a visitor who presses the heart on a hot game gets the login dialog. */
export const VisitorFavouritesAHotGame: Story = {
  play: async () => {
    const hot = await hotGames();
    const first = within(hot).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Add .+ to favourites$/ }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
  },
};

const signedIn: Story['render'] = (args) => (
  <StoryRoute>
    <SignedInStory>
      <HomePage {...args} />
    </SignedInStory>
  </StoryRoute>
);

/** A member keeps a hot game as a favourite from home: the heart fills at once and stays filled once the platform agrees. */
export const MemberFavouritesAHotGame: Story = {
  render: signedIn,
  play: async () => {
    const hot = await hotGames();
    const first = within(hot).getAllByRole('listitem')[0] as HTMLElement;
    const send = globalThis.fetch.bind(globalThis);
    const answers: Response[] = [];
    const requests = spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await send(input, init);
      if (String(input).includes(ADD_FAVOURITE)) answers.push(response.clone());
      return response;
    });
    await userEvent.click(within(first).getByRole('button', { name: /^Add .+ to favourites$/ }));
    const heart = within(first).getByRole('button', { name: /^Remove .+ from favourites$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const answer = await waitFor(() => {
      expect(answers).toHaveLength(1);
      return answers[0] as Response;
    }, slow);
    requests.mockRestore();
    await expect(await answer.json()).toMatchObject({ success: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

// The favourites read of the story below: answered by the platform, held on its way to the page until released.
let favouriteReads: Array<AbortSignal | null | undefined> = [];
let releaseFavouriteReads = () => {};

/**
 * A heart pressed while the member's favourites are still on their way stays pressed: the read asked before the
 * press is called off, not shown over it once it lands.
 */
export const FavouriteBeforeTheFavouritesArrive: Story = {
  render: signedIn,
  beforeEach: () => {
    favouriteReads = [];
    const held = new Promise<void>((resolve) => {
      releaseFavouriteReads = resolve;
    });
    const send = globalThis.fetch.bind(globalThis);
    const requests = spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await send(input, init);
      if (String(input).includes(FAVOURITE_IDS)) {
        favouriteReads.push(init?.signal);
        await held;
      }
      return response;
    });
    return () => {
      releaseFavouriteReads();
      requests.mockRestore();
    };
  },
  play: async () => {
    const hot = await hotGames();
    const first = within(hot).getAllByRole('listitem')[0] as HTMLElement;
    // The platform has answered the read (without this game), the answer not yet in the page.
    await waitFor(() => expect(favouriteReads).toHaveLength(1), slow);
    await userEvent.click(within(first).getByRole('button', { name: /^Add .+ to favourites$/ }));
    const heart = await within(first).findByRole('button', { name: /^Remove .+ from favourites$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(favouriteReads[0]?.aborted).toBe(true);
    releaseFavouriteReads();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** When the platform refuses a favourite, the heart the member pressed empties again (SPEC §8: nothing half done). */
export const FavouriteRefusedRollsBack: Story = {
  render: signedIn,
  parameters: {
    sandbox: ((controls) => controls.failNext(ADD_FAVOURITE, { status: 500 })) satisfies SandboxSetup,
  },
  play: async () => {
    const hot = await hotGames();
    const first = within(hot).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Add .+ to favourites$/ }));
    await waitFor(
      () =>
        expect(within(first).getByRole('button', { name: /^Add .+ to favourites$/ })).toHaveAttribute(
          'aria-pressed',
          'false',
        ),
      slow,
    );
  },
};
