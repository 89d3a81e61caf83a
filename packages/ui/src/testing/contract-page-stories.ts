import { getContracts } from '@lobbykit/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { dropEveryTry, stall } from './sandbox-faults';
import { phoneViewport } from './signed-in-story';

const wait = { timeout: 30_000 };
const path = getContracts.path;

/** Stories only: the states every contract page (dividend, daily, hourly, real-time salary) shares, one each. */
export const contractPageStates = {
  /** SPEC §4: while the contracts load, their place is held. */
  loading: {
    parameters: { sandbox: stall(path) },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('Loading…');
    },
  },
  /** The contracts could not be read: the catalogue's message and a retry, which brings them. */
  failedThenRetry: {
    parameters: { sandbox: dropEveryTry(path) },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const problem = await canvas.findByRole('alert', {}, wait);
      await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
      await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByRole('region', { name: 'My contract' }, wait)).toBeVisible();
    },
  },
  /** On a 360 px phone the contracts stack, nothing wider than the screen. */
  phone: {
    ...phoneViewport,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('region', { name: 'My contract' }, wait)).toBeVisible();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  },
};
