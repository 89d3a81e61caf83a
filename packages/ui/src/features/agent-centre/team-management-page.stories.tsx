import { getDownlines, transferToDownline } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { phoneViewport } from '../../testing/signed-in-story';
import { TeamManagementPage } from './team-management-page';

const meta = {
  title: 'Screens/Agent centre/Team management',
  component: TeamManagementPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <TeamManagementPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof TeamManagementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const table = (canvas: ReturnType<typeof within>, name = 'My team') => canvas.findByRole('table', { name }, wait);
const firstCells = (element: HTMLElement) =>
  within(element)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span span')?.textContent);

/** SPEC §2: the agent's direct downlines, with their kind, level, team, balance and the ways on. */
export const DirectDownlines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvas);
    await waitFor(() => expect(firstCells(list)).toHaveLength(8), wait);
    await expect(firstCells(list)).toContain('agent2');
    await expect(canvas.getByText('8 records')).toBeVisible();
    const agent2 = within(list)
      .getByRole('rowheader', { name: /agent2/ })
      .closest('tr') as HTMLElement;
    await expect(within(agent2).getByRole('cell', { name: 'Agent' })).toBeVisible();
    await expect(within(agent2).getByRole('button', { name: 'Team of agent2' })).toBeVisible();
  },
};

/** A search looks through the whole team, paged by the platform; clearing it brings the direct downlines back. */
export const SearchAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'e');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('11 records', {}, wait)).toBeVisible();
    const list = await table(canvas);
    await expect(firstCells(list)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstCells(list)).toHaveLength(1), wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(await canvas.findByText('8 records', {}, wait)).toBeVisible();
  },
};

/** Drill into a downline's own team and deeper, then back up by the trail. */
export const DrillDownAndBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await within(await table(canvas)).findByRole('button', { name: 'Team of agent2' }, wait));
    const agent2Team = await table(canvas, 'Team of agent2');
    await waitFor(() => expect(firstCells(agent2Team)).toEqual(['agent3', 'member5']), wait);
    await userEvent.click(within(agent2Team).getByRole('button', { name: 'Team of agent3' }));
    const agent3Team = await table(canvas, 'Team of agent3');
    await waitFor(() => expect(firstCells(agent3Team)).toEqual(['member6']), wait);
    const trail = canvas.getByRole('navigation', { name: 'Team levels' });
    await expect(within(trail).getByText('agent3')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(trail).getByRole('button', { name: 'agent2' }));
    await expect(await table(canvas, 'Team of agent2')).toBeVisible();
    await userEvent.click(within(trail).getByRole('button', { name: 'My team' }));
    await waitFor(async () => expect(firstCells(await table(canvas))).toHaveLength(8), wait);
  },
};

/** A downline's detail: who it is and its last 30 days, with its team, a transfer and the way back. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await within(await table(canvas)).findByRole('button', { name: 'Details of agent2' }, wait));
    const detail = await canvas.findByRole('article', { name: 'agent2' }, wait);
    await expect(within(detail).getByText('Upline', { selector: 'dt' }).nextElementSibling).toHaveTextContent('agent1');
    await expect(within(detail).getByRole('region', { name: 'Last 30 days' })).toHaveTextContent(/Valid bet/);
    await expect(within(detail).getByRole('button', { name: 'Team of agent2' })).toBeVisible();
    await expect(within(detail).getByRole('button', { name: 'Back to the team' })).toBeVisible();
  },
};

/** SPEC §6: a transfer to a downline: amount, confirmation naming the downline, sent once, the new balance. */
export const TransferSentOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await within(await table(canvas)).findByRole('button', { name: 'Transfer to player1' }, wait),
    );
    await userEvent.type(await canvas.findByLabelText('Amount', {}, wait), '100');
    await userEvent.type(canvas.getByLabelText(/Remark/), 'Weekly float');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    const confirm = canvas.getByRole('region', { name: 'Check and confirm' });
    await expect(confirm).toHaveTextContent('Send 100.00 VND from your main wallet to player1.');
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent(
      'Sent 100.00 VND to player1. Your main wallet now holds 49,900.00 VND.',
    );
    const sent = requests.mock.calls.filter(([input]) => String(input).includes(transferToDownline.path));
    requests.mockRestore();
    await expect(sent).toHaveLength(1);
    const form = canvas.getByRole('form', { name: 'Transfer to downline' });
    await waitFor(() => expect(form).toHaveTextContent('49,900.00 VND'), wait);
    await expect(canvas.getByLabelText('Amount')).toHaveValue('');
  },
};

/** More than the main wallet holds is refused before anything is sent; back to the team. */
export const TransferMoreThanTheBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await within(await table(canvas)).findByRole('button', { name: 'Transfer to player1' }, wait),
    );
    await userEvent.type(await canvas.findByLabelText('Amount', {}, wait), '60000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      /^Insufficient balance\. Available: 50,000\.00 VND\./,
    );
    await expect(canvas.queryByRole('region', { name: 'Check and confirm' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the team' }));
    await expect(await table(canvas)).toBeVisible();
  },
};

/** A search that matches nobody says so honestly. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'zzz');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('heading', { name: 'No downline matches “zzz”' }, wait)).toBeVisible();
  },
};

/** While the team loads, skeleton rows keep its place. */
export const Loading: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(getDownlines.path, { stall: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await table(canvas);
    await expect(list.closest('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The team could not be read: the catalogue's message and a retry, which brings it. */
export const FailedThenRetry: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(getDownlines.path, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('8 records', {}, wait)).toBeVisible();
  },
};

/** On a 360 px phone the downlines are cards, with their balance and actions, nothing wider than the screen. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'My team' }, wait);
    await waitFor(() => expect(within(cards).getAllByRole('article')).toHaveLength(8), wait);
    await expect(within(cards).getByRole('button', { name: 'Transfer to player1' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
