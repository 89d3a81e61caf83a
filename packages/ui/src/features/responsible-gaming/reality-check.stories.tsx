import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sharedClockOf } from '../../../.storybook/sandbox-loader';
import { RealityCheckGameStory } from '../../testing/reality-check-story-harness';
import { phoneViewport } from '../../testing/signed-in-story';
import { RealityCheck } from './reality-check';

const OPEN_GAME = '/game?gameId=PG_0001&vassalage=PG&nodeId=100000&from=%2Frng%3Fpage%3DPG';
const INTERVAL_MS = 15 * 60_000;

// Each story plays on one clock, the page's and the platform's, moved by its play function, never waited for.
const meta = {
  title: 'Screens/Responsible gaming/Reality check',
  component: RealityCheck,
  parameters: { sharedClock: true },
  render: (_args, { loaded }) => (
    <RealityCheckGameStory address={OPEN_GAME} minutes={15} clock={sharedClockOf(loaded).now} />
  ),
} satisfies Meta<typeof RealityCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

/** Moves the platform's clock and the page's at once, as time passing would. */
function passTime(loaded: Record<string, unknown>, ms: number) {
  sharedClockOf(loaded).advance(ms);
}

async function playing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const frame = await screen.findByTitle('PG Soft game window', {}, wait);
  await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), wait);
  const bar = await canvas.findByLabelText('This session', {}, wait);
  return { canvas, frame, bar };
}

/**
 * The game page's bar shows the session's time and result; when the chosen interval has passed, the reality check
 * stands over the game, which cannot be played behind it, with Continue and Log out of equal weight. Continue goes
 * back to the game until the next interval, when the check comes again.
 */
export const InsideTheGame: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { frame, bar } = await playing(canvasElement);
    await expect(within(bar).getByText('Session time')).toBeVisible();
    await expect(within(bar).getByText('Net result')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();

    passTime(loaded, INTERVAL_MS);
    const check = await screen.findByRole('dialog', { name: 'Reality check' }, wait);
    await expect(check).toHaveAccessibleDescription(/^You have been playing for 15 minutes\./);
    await expect(within(check).getByText('15:00')).toBeVisible();
    const keep = within(check).getByRole('button', { name: 'Continue' });
    const leave = within(check).getByRole('button', { name: 'Log out' });
    await expect(keep.className).toBe(leave.className);
    await expect(frame).toHaveAttribute('inert');
    await expect(canvasElement.ownerDocument.querySelector('[data-slot="game-paused"]')).not.toBeNull();
    // Escape does not dismiss it: the game stays paused until the player answers.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeVisible();

    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(frame).not.toHaveAttribute('inert');

    passTime(loaded, INTERVAL_MS);
    const again = await screen.findByRole('dialog', { name: 'Reality check' }, wait);
    await expect(again).toHaveAccessibleDescription(/^You have been playing for 30 minutes\./);
    await expect(frame).toHaveAttribute('inert');
  },
};

/** Log out on the reality check ends the session and goes home, as logging out does; nothing asks to log in again. */
export const LogOutEndsTheSession: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { canvas } = await playing(canvasElement);
    passTime(loaded, INTERVAL_MS);
    const check = await screen.findByRole('dialog', { name: 'Reality check' }, wait);
    await userEvent.click(within(check).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('anonymous'), wait);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    await expect(await canvas.findByTestId('left', {}, wait)).toHaveTextContent(/^\/$/);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  },
};

/** On a phone the check is a sheet over the paused game, its two answers side by side. */
export const InsideTheGameOnAPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, loaded }) => {
    await playing(canvasElement);
    passTime(loaded, INTERVAL_MS);
    const check = await screen.findByRole('dialog', { name: 'Reality check' }, wait);
    const [keep, leave] = within(check).getAllByRole('button');
    await expect(keep?.getBoundingClientRect().width).toBe(leave?.getBoundingClientRect().width);
  },
};

/**
 * When the session time limit the player set has passed, the game pauses under a message that the session has
 * ended; OK ends it here too, and the game is gone with it.
 */
export const SessionTimeLimitEndsTheSession: Story = {
  render: (_args, { loaded }) => (
    <RealityCheckGameStory
      address={OPEN_GAME}
      minutes={60}
      sessionLimitMinutes={30}
      clock={sharedClockOf(loaded).now}
    />
  ),
  play: async ({ canvasElement, loaded }) => {
    const { canvas, frame } = await playing(canvasElement);
    passTime(loaded, 30 * 60_000);
    const ended = await screen.findByRole('dialog', { name: 'Session time limit' }, wait);
    await expect(ended).toHaveTextContent(
      'You reached your session time limit, so your session has ended. Please take a break.',
    );
    await expect(frame).toHaveAttribute('inert');
    await expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await userEvent.click(within(ended).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('anonymous'), wait);
    await expect(await canvas.findByRole('heading', { name: 'Log in to play this game' }, wait)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
