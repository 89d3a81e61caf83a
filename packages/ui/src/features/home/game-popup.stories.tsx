import { getPopupGameList } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { useGameStart } from '../../game-start/use-game-start';
import { dialogChunk } from '../../testing/on-demand-story';
import { SignedInStory } from '../../testing/signed-in-story';
import { StoryRoute } from '../../testing/story-route';
import { VendorSections } from './vendor-sections';

/** Home's vendor sections with the game start behind them: what a member clicks to reach a vendor's game popup. */
function VendorsToStart() {
  const game = useGameStart();
  return (
    <div className="mx-auto flex max-w-[1680px] flex-col gap-6 px-3 py-4 sm:px-5">
      <VendorSections onLaunch={(picked) => game.startVendor(picked)} />
      {game.dialog}
    </div>
  );
}

const meta = {
  title: 'Screens/Home/Game popup',
  component: VendorsToStart,
  render: () => (
    <StoryRoute>
      <SignedInStory>
        <VendorsToStart />
      </SignedInStory>
    </StoryRoute>
  ),
} satisfies Meta<typeof VendorsToStart>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
const POPUP_LIST = getPopupGameList.path;

/** Opens King Maker (isGame VASSALAGE, in the Poker section) and returns its dialog. */
async function openKingMaker() {
  const poker = await screen.findByRole('list', { name: 'Poker providers' }, slow);
  await userEvent.click(within(poker).getByRole('button', { name: /^Play .*King Maker$/ }));
  return screen.findByRole('dialog', { name: 'King Maker games' }, slow);
}

/**
 * A member opens a VASSALAGE vendor: its games come as a list; Play on one (a PVP game with rooms) asks for a room,
 * and the room picked goes to the game page with the game and the room.
 */
export const MemberPlaysAGameFromTheList: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openKingMaker();
    const list = await within(dialog).findByRole('list', { name: 'King Maker games' }, slow);
    const games = within(list).getAllByRole('listitem');
    await expect(games.length).toBeGreaterThan(10);
    const first = games[0] as HTMLElement;
    const play = within(first).getByRole('button', { name: /^Play / });
    const name = (play.getAttribute('aria-label') ?? '').replace(/^Play /, '');
    await userEvent.click(play);
    const rooms = await screen.findByRole('dialog', { name: `Choose a room: ${name}` }, slow);
    await expect(screen.queryByRole('dialog', { name: 'King Maker games' })).toBeNull();
    const roomList = await within(rooms).findByRole('list', { name: `Rooms of ${name}` }, slow);
    const join = within(roomList)
      .getAllByRole('button')
      .find((button) => !(button as HTMLButtonElement).disabled) as HTMLElement;
    await userEvent.click(join);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).getByTestId('address')).toHaveAttribute(
      'data-address',
      // From home ('/'), whatever query the story's own frame has.
      expect.stringMatching(/^\/game\?gameId=KM_0001&vassalage=KM&nodeId=\d+&roomId=KM_0001-R\d&from=%2F/),
    );
  },
};

/** The list as it shows: every game of the vendor with its art, name and Play (the screenshots at 1440 and 360 px). */
export const ListOfGames: Story = {
  play: async () => {
    const dialog = await openKingMaker();
    const list = await within(dialog).findByRole('list', { name: 'King Maker games' }, slow);
    await expect(within(list).getAllByRole('button', { name: /^Play / }).length).toBe(
      within(list).getAllByRole('listitem').length,
    );
    await expect(within(list).getAllByText('King Maker').length).toBeGreaterThan(0);
  },
};

/** While the vendor's games are on their way the dialog keeps their place with skeletons. */
export const ListLoading: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(POPUP_LIST, { stall: true })) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await openKingMaker();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading games…');
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

/** A vendor with no games says so honestly, with what to do instead. */
export const ListEmpty: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(POPUP_LIST, {
        body: { success: true, message: null, value: { vassalage: 'KM', displayName: 'King Maker', games: [] } },
      })) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await openKingMaker();
    await expect(
      await within(dialog).findByRole('heading', { name: 'No games from this provider right now' }, slow),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

/** When the list cannot be read the catalogue message stands in its place; Try again brings the games. */
export const ListFailsThenRetries: Story = {
  parameters: {
    // A read is tried three times before it fails (the call's retry policy).
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(POPUP_LIST, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await openKingMaker();
    const alert = await within(dialog).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await within(dialog).findByRole('list', { name: 'King Maker games' }, slow);
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10);
  },
};

/** Close leaves the list and the page as it was, focus back on the vendor that opened it. */
export const CloseReturnsToTheVendor: Story = {
  play: async () => {
    const dialog = await openKingMaker();
    await within(dialog).findByRole('list', { name: 'King Maker games' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(screen.getByRole('button', { name: /^Play .*King Maker$/ })).toHaveFocus();
  },
};

/** A visitor who opens the vendor is asked to log in first (SPEC §4: the login check comes before the list). */
export const VisitorIsAskedToLogIn: Story = {
  render: () => (
    <StoryRoute>
      <VendorsToStart />
    </StoryRoute>
  ),
  play: async () => {
    const poker = await screen.findByRole('list', { name: 'Poker providers' }, slow);
    await userEvent.click(within(poker).getByRole('button', { name: /^Play .*King Maker$/ }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'King Maker games' })).toBeNull();
  },
};
