import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { GameGrid } from './game-grid';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

const meta = {
  title: 'Screens/Lobby/Game grid',
  component: GameGrid,
  args: {
    filter: { gameType: 'RNG', vassalage: 'PG' },
    label: 'Slots games',
    vendorNames: { PG: 'PG Soft' },
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
  decorators: [
    (Story) => (
      <div className="bg-page p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the first page is on its way: skeleton cards in the grid's shape, and a status for screen readers. */
export const Loading: Story = {
  parameters: { sandbox: (async (controls) => controls.failNext(GAME_LIST, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading games…');
    await expect(canvasElement.querySelectorAll('[data-slot="game-card-skeleton"]').length).toBeGreaterThanOrEqual(4);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Honest and empty: no games of this filter, and what to try instead. */
export const Empty: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(GAME_LIST, {
        body: { success: true, value: { games: [], totalPages: 0, totalCount: 0 } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No games here yet', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** SPEC §8: a catalogue that keeps failing shows the catalogue's message where the games would be; Try again loads them. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(GAME_LIST, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await canvas.findByRole('list', { name: 'Slots games' }, { timeout: 30_000 });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * DESIGN.md budget: the 1,000 games of the large vendor scroll to the end page by page, and the mounted grid stays
 * small (only the rows near the viewport exist). The list is as tall as all 1,000 from the first page on (placeholder
 * rows until their page comes), so the scroll bar does not jump as pages arrive.
 */
export const ThousandGamesScrolled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Slots games' }, { timeout: 30_000 });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    const height = list.getBoundingClientRect().height;
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(list.querySelector('[aria-posinset="1000"]')).not.toBeNull();
      },
      { timeout: 60_000, interval: 100 },
    );
    const last = list.querySelector('[aria-posinset="1000"]') as HTMLElement;
    await expect(last).toHaveTextContent(/\w/);
    await expect(list.querySelectorAll('*').length).toBeLessThan(1400);
    await expect(list.querySelectorAll('[role="listitem"]').length).toBeLessThan(200);
    await expect(list.getBoundingClientRect().height).toBe(height);
    window.scrollTo(0, 0);
  },
};

/**
 * SPEC §8: when the next page cannot be read, the list ends at the games loaded and the failure stands right under
 * them with a retry (not below the placeholder rows of the games still to come); Try again goes on loading.
 */
export const MoreGamesFailThenRetry: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Slots games' }, { timeout: 30_000 });
    const controls = sandboxControlsOf(loaded);
    for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(GAME_LIST, { network: true });
    const alert = await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return canvas.getByRole('alert');
      },
      { timeout: 30_000, interval: 100 },
    );
    await expect(alert).toHaveTextContent('More games could not be loaded.');
    // The last games loaded are in view (their cards fill in a frame at a time).
    await waitFor(() => expect(list.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(0), {
      timeout: 30_000,
    });
    // Right under the list: no placeholder rows between the last game and the failure.
    await expect(alert.getBoundingClientRect().top - list.getBoundingClientRect().bottom).toBeLessThan(40);
    const heightAtFailure = list.getBoundingClientRect().height;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 30_000 });
    // Loading goes on: the list is as tall as all 1,000 games again.
    await waitFor(() => expect(list.getBoundingClientRect().height).toBeGreaterThan(heightAtFailure * 2), {
      timeout: 30_000,
    });
    window.scrollTo(0, 0);
  },
};
