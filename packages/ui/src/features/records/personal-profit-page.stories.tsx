import { getPersonalProfit } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { dropEveryTry, expectRecordsAtRest, RecordsStory } from '../../testing/records-story';
import { phoneViewport } from '../../testing/signed-in-story';
import { PersonalProfitPage } from './personal-profit-page';

const meta = {
  title: 'Screens/Records/Personal profit and loss',
  component: PersonalProfitPage,
  args: { openPage: fn() },
  render: (args) => (
    <RecordsStory>
      <PersonalProfitPage {...args} />
    </RecordsStory>
  ),
} satisfies Meta<typeof PersonalProfitPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

/** As a member first opens it: today's profit and loss, its figures and the game types, nothing chosen yet. */
export const AtRest: Story = {
  play: ({ canvasElement }) => expectRecordsAtRest(canvasElement),
};

/** 30 days: profit and loss first, then the figures, and by game type with a totals row that matches them. */
export const ByGameTypeWithTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    const table = await canvas.findByRole('table', { name: 'By game type' }, wait);
    const summary = canvasElement.querySelector('[data-slot="profit-summary"]') as HTMLElement;
    const figure = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    const totalCells = within(totals).getAllByRole('cell');
    await expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(totalCells[1]).toHaveTextContent(figure('Stake') ?? 'missing');
    await expect(totalCells[3]).toHaveTextContent(figure('Win/loss') ?? 'missing');
    await expect(figure('Profit and loss')).toMatch(/VND$/);
  },
};

/** The figures could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = {
  parameters: {
    sandbox: ((controls) => dropEveryTry(controls, getPersonalProfit.path)) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Profit and loss', {}, wait)).toBeVisible();
  },
};

/** On a 360 px phone: the profit and loss across the width, the game types as cards. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    const list = await canvas.findByRole('list', { name: 'By game type' }, wait);
    await expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
