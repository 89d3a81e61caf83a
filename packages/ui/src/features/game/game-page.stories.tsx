import { launchGame } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { GameStoryRoute } from '../../testing/game-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { phoneViewport } from '../../testing/signed-in-story';
import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX } from './game-frame';
import { GamePage } from './game-page';

const member = { username: 'player1', password: 'Player123' };
// The first game of the sandbox's 1,000-game vendor, and the one of its games under maintenance.
const OPEN_GAME = '/game?gameId=PG_0001&vassalage=PG&nodeId=100000&from=%2Frng%3Fpage%3DPG';
const MAINTENANCE_GAME = '/game?gameId=PG_0003&vassalage=PG&nodeId=100002&from=%2Frng%3Fpage%3DPG';

const meta = {
  title: 'Screens/Game/Game page',
  component: GamePage,
  args: { search: '' },
  render: (args, { parameters }) => (
    <GameStoryRoute start={(parameters.address as string | undefined) ?? OPEN_GAME} account={member}>
      {(url) =>
        url.pathname === '/game' ? (
          <GamePage {...args} search={url.search} />
        ) : (
          <p className="p-6" data-testid="left" translate="no">
            {url.pathname}
          </p>
        )
      }
    </GameStoryRoute>
  ),
} satisfies Meta<typeof GamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const gameFrame = () => screen.findByTitle('PG Soft game window', {}, wait);
const frameLoaded = async (canvas: ReturnType<typeof within>) =>
  waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), wait);

/**
 * SPEC §2 /game: the member's game launched from its address, framed with a minimal `allow` list, a referrer
 * policy and a sandbox; Back returns to the lobby the player came from.
 */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await gameFrame();
    await expect(frame).toHaveAttribute('src', expect.stringMatching(/\/__sandbox\/demo-game\?ticket=/));
    await expect(frame).toHaveAttribute('allow', GAME_FRAME_ALLOW);
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
    await expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    await frameLoaded(canvas);
    await expect(frame).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'PG Soft' })).toBeVisible();
    // The launch URL never reaches the address: it still names the game.
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', OPEN_GAME);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/rng?page=PG');
  },
};

/** Back leaves the game for the page the player came from, on this site. */
export const BackToTheLobby: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await gameFrame();
    await userEvent.click(canvas.getByRole('link', { name: 'Back' }));
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/rng?page=PG');
    await expect(await canvas.findByTestId('left')).toHaveTextContent('/rng');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** While the platform launches the game, the page says so where the game will be. */
export const Loading: Story = {
  parameters: {
    // Every launch stalls (a story run may mount the page twice), so the screenshot is always the wait.
    sandbox: (async (controls) => {
      for (let launch = 0; launch < 3; launch++) {
        await controls.failNext(launchGame.path, { stall: true, stallMs: 120_000 });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('Starting the game…');
    await expect(canvas.queryByTitle('PG Soft game window')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/rng?page=PG');
  },
};

/** A launch the platform fails says the catalogue's message in place of the game; Try again launches it. */
export const LaunchRefusedWithRetry: Story = {
  parameters: {
    sandbox: (async (controls) => controls.failNext(launchGame.path, { status: 500 })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('Warning');
    await expect(canvas.queryByTitle('PG Soft game window')).toBeNull();
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    const frame = await gameFrame();
    await frameLoaded(canvas);
    await expect(frame).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A launch URL that is not https (nor http on localhost) is never framed: 'Invalid URL', no frame. */
export const UnsafeUrlRefused: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(launchGame.path, {
        body: { success: true, value: { game_url: 'http://games.example/play?t=1', game_url2: null }, message: null },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('Invalid URL. Please contact customer service.');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** SPEC §4: a game under maintenance says 'Game maintenance', with Back and no retry. */
export const MaintenanceRefused: Story = {
  parameters: { address: MAINTENANCE_GAME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(within(problem).getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
    await expect(problem).toHaveTextContent('This game is under maintenance. Please try again later.');
    await expect(within(problem).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/rng?page=PG');
  },
};

/** SPEC §4: a visitor who opens a game's link gets the login dialog, and the page asks them to log in. */
export const VisitorGetsTheLogin: Story = {
  render: (args) => (
    <GameStoryRoute start={OPEN_GAME}>{(url) => <GamePage {...args} search={url.search} />}</GameStoryRoute>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to play this game' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** SPEC §4: a trial account's link to a real-money game gets 'need a real account', and no game is launched. */
export const TrialAccountRefused: Story = {
  render: (args) => (
    <GameStoryRoute start={OPEN_GAME} account={{ username: 'trial1', password: 'Trial123' }}>
      {(url) => <GamePage {...args} search={url.search} />}
    </GameStoryRoute>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Real account required' }, dialogChunk);
    await expect(dialog).toHaveTextContent('This is a trial account.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Real account required' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** An address that names no game: the honest empty state and a way home. */
export const IncompleteLink: Story = {
  parameters: { address: '/game?vassalage=PG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This game link is incomplete' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Without the Fullscreen API (iPhone Safari) the game covers the viewport; Escape or the close button leaves. */
async function pseudoFullscreenByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await gameFrame();
  await frameLoaded(canvas);
  // Safari on iPhone has no Fullscreen API for elements.
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
  try {
    const toggle = canvas.getByRole('button', { name: 'Full screen' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const box = canvasElement.querySelector('[data-slot="game-frame-box"]') as HTMLElement;
    await expect(box).toHaveAttribute('data-fullscreen', 'pseudo');
    const rect = box.getBoundingClientRect();
    await expect([rect.top, rect.left, rect.width, rect.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    await expect(canvas.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('data-fullscreen', 'off');
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveAttribute('data-fullscreen', 'pseudo');
  } finally {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  }
}

/** Pseudo-fullscreen entered and left from the keyboard; the story ends with the game covering the screen. */
export const PseudoFullscreenByKeyboard: Story = {
  play: async ({ canvasElement }) => pseudoFullscreenByKeyboard(canvasElement),
};

/** On a 360 px phone the game fills the width under its bar. */
export const PlayingOnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await gameFrame();
    await frameLoaded(canvas);
    const box = canvasElement.querySelector('[data-slot="game-frame-box"]') as HTMLElement;
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(330);
    await expect(frame).toBeVisible();
  },
};

/** On a phone without the Fullscreen API, Full screen covers the whole screen with the game and a close button. */
export const PseudoFullscreenOnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => pseudoFullscreenByKeyboard(canvasElement),
};
