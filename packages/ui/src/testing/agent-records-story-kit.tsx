import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AgentCentrePageProps } from '../centres/centre-page';
import { AgentPageStory } from './agent-centre-story-harness';
import { EMPTY_PAGE, settled } from './agent-records-story';
import { answerOnce, dropEveryTry, stall } from './sandbox-faults';
import { phoneViewport } from './signed-in-story';

/** Stories only: how long a records story waits for the sandbox. */
export const wait = { timeout: 30_000 };

type Canvas = ReturnType<typeof within>;
type Play = { canvasElement: HTMLElement };

/** Stories only: renders an agent records page in the agent centre, signed in as agent1. */
export const inAgentCentre = (Page: ComponentType<AgentCentrePageProps>) => (args: AgentCentrePageProps) => (
  <AgentPageStory>
    <Page {...args} />
  </AgentPageStory>
);

/** Stories only: the agent picks the last 30 days (the seeded records fall in it). */
export async function showLast30Days(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
}

/** Stories only: nothing in the period (the call answers `page` over an empty page): the honest empty state. */
export const emptyStory = (path: string, page: object, then?: (canvas: Canvas) => Promise<void>) => ({
  parameters: { sandbox: answerOnce(path, { ...EMPTY_PAGE, ...page }) },
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No records in this period', {}, wait)).toBeVisible();
    await then?.(canvas);
  },
});

/** Stories only: while the first page loads, skeleton rows hold its place. */
export const loadingStory = (path: string, table: string, then?: (table: HTMLElement) => Promise<void>) => ({
  parameters: { sandbox: stall(path) },
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const found = await canvas.findByRole('table', { name: table }, wait);
    await expect(found.closest('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
    await then?.(found);
  },
});

/** Stories only: the records could not be read: the catalogue's message and a retry, which brings them. */
export const failedThenRetryStory = (path: string, table: string, then?: (canvas: Canvas) => Promise<void>) => ({
  parameters: { sandbox: dropEveryTry(path) },
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await settled(await canvas.findByRole('table', { name: table }, wait));
    await then?.(canvas);
  },
});

/** Stories only: on a 360 px phone each record is a card, under the region of the totals. */
export const phoneStory = (list: string, totals: string) => ({
  ...phoneViewport,
  play: async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    const cards = await canvas.findByRole('list', { name: list }, wait);
    await waitFor(() => expect(within(cards).getAllByRole('article').length).toBeGreaterThan(0), wait);
    await expect(canvas.getByRole('region', { name: totals })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
