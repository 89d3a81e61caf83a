import { launchLotteryLobby } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { GameStoryRoute } from '../../testing/game-story-harness';
import { LotteryLobbyPage } from './lottery-lobby-page';

const member = { username: 'player1', password: 'Player123' };

const meta = {
  title: 'Screens/Game/Lottery lobby',
  component: LotteryLobbyPage,
  args: { path: '/vnlottery', search: '' },
  render: (args, { parameters }) => (
    <GameStoryRoute start={(parameters.address as string | undefined) ?? '/vnlottery?from=%2Felott'} account={member}>
      {(url) => <LotteryLobbyPage {...args} search={url.search} />}
    </GameStoryRoute>
  ),
} satisfies Meta<typeof LotteryLobbyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const lotteryFrame = () => screen.findByTitle('Lottery game window', {}, wait);
const frameLoaded = (canvas: ReturnType<typeof within>) =>
  waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), wait);

/** What the page asked the platform for: the query of each lottery launch it sent. */
function watchLaunches() {
  const sent: URLSearchParams[] = [];
  const send = globalThis.fetch.bind(globalThis);
  const spy = spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    if (url.pathname.endsWith(launchLotteryLobby.path) && url.searchParams.get('launchMode') === 'LOTT') {
      sent.push(url.searchParams);
    }
    return send(input, init);
  });
  return { sent, restore: () => spy.mockRestore() };
}

/**
 * SPEC §2 /vnlottery: the lottery lobby launched (area VN, mode LOTT, the lobby view, a back URL on this site) and
 * framed; the view switch marks the lobby.
 */
export const Lobby: Story = {
  play: async ({ canvasElement }) => {
    const launches = watchLaunches();
    const canvas = within(canvasElement);
    const frame = await lotteryFrame();
    await expect(frame).toHaveAttribute('src', expect.stringMatching(/\/__sandbox\/demo-game\?ticket=/));
    await frameLoaded(canvas);
    launches.restore();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    const views = canvas.getByRole('navigation', { name: 'Lottery view' });
    await expect(within(views).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/elott');
    const sent = launches.sent.at(-1);
    if (sent) {
      await expect(sent.get('lottoArea')).toBe('VN');
      await expect(sent.get('lottoView')).toBe('lobby');
      await expect(sent.get('backUrl')).toBe(`${window.location.origin}/elott`);
    }
  },
};

/** Betting opens the betting view: its own address, and the platform launched again in that view. */
export const OpensTheBettingView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lotteryFrame();
    await frameLoaded(canvas);
    const launches = watchLaunches();
    const views = canvas.getByRole('navigation', { name: 'Lottery view' });
    await userEvent.click(within(views).getByRole('link', { name: 'Betting' }));
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/vnlottery?view=betting');
    await waitFor(() => expect(launches.sent.at(-1)?.get('lottoView')).toBe('betting'), wait);
    launches.restore();
    await expect(within(views).getByRole('link', { name: 'Betting' })).toHaveAttribute('aria-current', 'page');
    await lotteryFrame();
    await frameLoaded(canvas);
  },
};

/** A game's link (`?gameCode=…`, as a VN lottery game's Play leads here) opens its betting view at once. */
export const BettingViewOfAGame: Story = {
  parameters: { address: '/vnlottery?gameCode=VNMB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = await canvas.findByRole('navigation', { name: 'Lottery view' });
    await expect(within(views).getByRole('link', { name: 'Betting' })).toHaveAttribute('aria-current', 'page');
    await expect(within(views).getByRole('link', { name: 'Lobby' })).toHaveAttribute(
      'href',
      '/vnlottery?gameCode=VNMB&view=lobby',
    );
    await lotteryFrame();
    await frameLoaded(canvas);
  },
};

/** A launch that fails says why, in the frame's place, with a retry that launches again. */
export const LaunchFailsThenRetry: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(launchLotteryLobby.path, { status: 500 })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(within(alert).getByRole('heading', { name: 'Warning' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await lotteryFrame();
    await frameLoaded(canvas);
  },
};

/** A visitor is asked to log in before the lottery opens; no launch is sent. */
export const VisitorIsAskedToLogIn: Story = {
  render: (args) => (
    <GameStoryRoute start="/lottery">{(url) => <LotteryLobbyPage {...args} search={url.search} />}</GameStoryRoute>
  ),
  args: { path: '/lottery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to play this game' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, wait)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A trial account is told the lottery needs a real account. */
export const TrialAccountRefused: Story = {
  render: (args) => (
    <GameStoryRoute start="/vnlottery" account={{ username: 'trial1', password: 'Trial123' }}>
      {(url) => <LotteryLobbyPage {...args} search={url.search} />}
    </GameStoryRoute>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Real account required' }, wait)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
