import { getPvpRooms } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { LobbyStoryRoute } from '../../testing/lobby-story-harness';
import { SignedInStory } from '../../testing/signed-in-story';
import { CategoryPage } from './category-page';

const meta = {
  title: 'Screens/Lobby/PVP rooms',
  component: CategoryPage,
  args: { category: 'PVP', title: 'Poker' },
  render: (args) => (
    <LobbyStoryRoute start="/pvp?page=V8">
      {(vendor) => (
        <SignedInStory>
          <CategoryPage {...args} vendor={vendor} />
        </SignedInStory>
      )}
    </LobbyStoryRoute>
  ),
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
const ROOMS = getPvpRooms.path;

const room = (index: number, players: number, maxPlayers: number) => ({
  roomId: `V8_0001-R${index}`,
  roomName: ['Beginner', 'Standard', 'VIP'][index - 1] ?? `Room ${index}`,
  nodeId: '1',
  gameId: 'V8_0001',
  gameName: 'Game',
  vassalage: 'V8',
  minBet: ['1.00', '10.00', '100.00'][index - 1] ?? '1.00',
  maxBet: ['50.00', '500.00', '5000.00'][index - 1] ?? '50.00',
  players,
  maxPlayers,
  iconUrl: '',
});
/** The room answer of a story: what the platform sends, so seats read the same on every run. */
const roomsAnswer = (rooms: ReturnType<typeof room>[]): SandboxSetup =>
  ((controls) =>
    controls.failNext(ROOMS, { body: { success: true, message: null, value: { rooms } } })) as SandboxSetup;

/** Presses Play on the first V8 game of the Poker lobby; returns the game's name. */
async function playFirstGame() {
  const games = await screen.findByRole('list', { name: 'Poker games' }, slow);
  const first = (await waitFor(() => within(games).getAllByRole('listitem')[0] as HTMLElement, slow)) as HTMLElement;
  const play = await within(first).findByRole('button', { name: /^Play / }, slow);
  const name = (play.getAttribute('aria-label') ?? '').replace(/^Play /, '');
  await userEvent.click(play);
  return name;
}

/** A PVP game played for real money asks for a room: each with its stakes and seats, a full one not joinable. */
export const RoomsOfAGame: Story = {
  parameters: { sandbox: roomsAnswer([room(1, 2, 4), room(2, 5, 5), room(3, 0, 6)]) },
  play: async () => {
    const name = await playFirstGame();
    const dialog = await screen.findByRole('dialog', { name: `Choose a room: ${name}` }, slow);
    const list = await within(dialog).findByRole('list', { name: `Rooms of ${name}` }, slow);
    const rooms = within(list).getAllByRole('listitem');
    await expect(rooms).toHaveLength(3);
    await expect(rooms[0]).toHaveTextContent('2 of 4 seats taken');
    await expect(rooms[0]).toHaveTextContent(/Bets\s*1\.00 VND\s*–\s*50\.00 VND/);
    await expect(within(rooms[1] as HTMLElement).getByRole('button', { name: 'Full' })).toBeDisabled();
    await expect(within(rooms[2] as HTMLElement).getByRole('button', { name: 'Join VIP' })).toBeEnabled();
  },
};

/** The player picks a room: the game page opens with that room in its address, so the launch names it. */
export const PicksARoomAndPlays: Story = {
  play: async ({ canvasElement }) => {
    const name = await playFirstGame();
    const dialog = await screen.findByRole('dialog', { name: `Choose a room: ${name}` }, slow);
    const list = await within(dialog).findByRole('list', { name: `Rooms of ${name}` }, slow);
    const join = within(list)
      .getAllByRole('button')
      .find((button) => !(button as HTMLButtonElement).disabled) as HTMLElement;
    await userEvent.click(join);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).getByTestId('address')).toHaveAttribute(
      'data-address',
      expect.stringMatching(/^\/game\?gameId=V8_0001&vassalage=V8&nodeId=\d+&roomId=V8_0001-R\d&from=%2Fpvp/),
    );
  },
};

/** A PVP game with no rooms starts at once, as any other game. */
export const GameWithoutRooms: Story = {
  parameters: { sandbox: roomsAnswer([]) },
  play: async ({ canvasElement }) => {
    await playFirstGame();
    await waitFor(
      () =>
        expect(within(canvasElement).getByTestId('address')).toHaveAttribute(
          'data-address',
          expect.stringMatching(/^\/game\?gameId=V8_0001&vassalage=V8&nodeId=\d+&from=%2Fpvp/),
        ),
      slow,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** While the rooms are on their way the dialog holds their place. */
export const RoomsLoading: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(ROOMS, { stall: true })) satisfies SandboxSetup,
  },
  play: async () => {
    const name = await playFirstGame();
    const dialog = await screen.findByRole('dialog', { name: `Choose a room: ${name}` }, slow);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** When the rooms cannot be read the catalogue message stands in their place; Try again brings them. */
export const RoomsFailThenRetry: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(ROOMS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async () => {
    const name = await playFirstGame();
    const dialog = await screen.findByRole('dialog', { name: `Choose a room: ${name}` }, slow);
    const alert = await within(dialog).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await within(dialog).findByRole('list', { name: `Rooms of ${name}` }, slow);
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};
