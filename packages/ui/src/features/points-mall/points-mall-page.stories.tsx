import { getPointBalance, getPointHistory, getPointRewards, getRedeemRecords } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { PointsMallStory } from '../../testing/points-mall-story-harness';
import { PointsMallPage } from './points-mall-page';

const meta = {
  title: 'Screens/Points mall/Points mall page',
  component: PointsMallPage,
  render: (args) => (
    <PointsMallStory>
      <PointsMallPage {...args} />
    </PointsMallStory>
  ),
} satisfies Meta<typeof PointsMallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging the seeded player in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };
const pointsOf = (element: HTMLElement) => Number((element.textContent ?? '').replace(/\D/g, ''));
const card = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('article', { name }) as HTMLElement;

/** While the points and the rewards are on their way: the balance and the cards as skeletons, announced. */
export const Loading: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext(getPointBalance.path, { stall: true, stallMs: 120_000 });
      await controls.failNext(getPointRewards.path, { stall: true, stallMs: 120_000 });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading…' }, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="points-wallet"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="points-balance-skeleton"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * The player's points, that they never expire (SPEC §9) and the rate; each reward with its points, any money it
 * takes and its stock. One out of stock and one beyond the player's points cannot be pressed, and say why.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByTestId('points-balance', {}, slow);
    await expect(balance).toHaveTextContent(/^[\d,]+ points$/);
    await expect(canvas.getByText('Points never expire.')).toBeVisible();
    // The rate comes with the points configuration, which may answer after the balance.
    await expect(await canvas.findByText('100 points = 10.00 VND', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), slow);
    const speaker = within(card(canvas, 'Bluetooth speaker'));
    await expect(speaker.getByText('1,000 points')).toBeVisible();
    await expect(speaker.getByText('+ 50.00 VND')).toBeVisible();
    await expect(speaker.getByText('5 left')).toBeVisible();
    const headphones = within(card(canvas, 'Headphones'));
    await expect(headphones.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    const phone = within(card(canvas, 'Smartphone'));
    await expect(phone.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await expect(phone.getByRole('button', { name: 'Redeem' })).toHaveAccessibleDescription(
      /Smartphone .* more points needed/,
    );
    await expect(within(card(canvas, 'Coffee voucher')).getByRole('button', { name: 'Redeem' })).toBeEnabled();
  },
};

/** No goods on offer: said plainly where the cards would be, with the points kept; the balance still shows. */
export const Empty: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getPointRewards.path, {
        body: { success: true, message: '', value: { list: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No rewards to redeem right now', {}, slow)).toBeVisible();
    await expect(canvas.getByTestId('points-balance')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** SPEC §8: rewards that cannot be read say why where they would be; Try again brings them. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext(getPointRewards.path, { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByText('The network connection is abnormal. Please try again.', {}, slow);
    await expect(canvas.getByTestId('points-balance')).toBeVisible();
    await userEvent.click(within(problem.closest('[data-slot="call-problem"]') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), slow);
  },
};

/** A visitor sees the rewards and a call to log in; Log in and a reward's Redeem both open the login. */
export const Visitor: Story = {
  render: (args) => (
    <PointsMallStory visitor>
      <PointsMallPage {...args} />
    </PointsMallStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to redeem rewards' }, slow)).toBeVisible();
    await expect(canvas.getByText('Points never expire.')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), slow);
    await expect(canvas.queryByTestId('points-balance')).toBeNull();
    await userEvent.click(within(card(canvas, 'Coffee voucher')).getByRole('button', { name: 'Redeem' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' }, slow);
    await userEvent.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, slow)).toBeVisible();
  },
};

/** A wrong payment password: the dialog stays with what was typed and the platform's message; no points went. */
export const RedeemWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByTestId('points-balance', {}, slow);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), slow);
    const before = pointsOf(balance);
    await userEvent.click(within(card(canvas, 'Coffee voucher')).getByRole('button', { name: 'Redeem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Coffee voucher' }));
    const password = dialog.getByLabelText('Payment password', { selector: 'input' });
    await userEvent.type(password, '111111');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect'), slow);
    await expect(password).toHaveValue('111111');
    await expect(password).toHaveFocus();
    await expect(pointsOf(canvas.getByTestId('points-balance'))).toBe(before);
  },
};

/**
 * Wrong, then right: one redeem sent for a double click, the points down by exactly the reward's 100, and the redeem
 * In process at the top of the redeem history with its reference.
 */
export const RedeemWrongThenRight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByTestId('points-balance', {}, slow);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6), slow);
    const before = pointsOf(balance);
    await userEvent.click(within(card(canvas, 'Coffee voucher')).getByRole('button', { name: 'Redeem' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem Coffee voucher' }));
    const password = dialog.getByLabelText('Payment password', { selector: 'input' });
    await userEvent.type(password, '111111');
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect'), slow);
    await userEvent.clear(password);
    await userEvent.type(password, '246810');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Redeem now' }));
    await expect(await dialog.findByText('Redeemed', {}, slow)).toBeVisible();
    const reference = (
      canvasElement.ownerDocument.querySelector('[data-slot="redeem-done"] dd')?.textContent ?? ''
    ).trim();
    await expect(reference).toMatch(/^RD/);
    await waitFor(() => expect(pointsOf(canvas.getByTestId('points-balance'))).toBe(before - 100), slow);
    await userEvent.click(dialog.getByRole('button', { name: 'See redeem history' }));
    const history = await canvas.findByRole('group', { name: 'Redeem history' }, slow);
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(5), slow);
    const newest = within(within(history).getAllByRole('row')[1] as HTMLElement);
    await expect(newest.getByText('Coffee voucher')).toBeVisible();
    await expect(newest.getByText('In process')).toBeVisible();
    await expect(newest.getByText(reference)).toBeVisible();
    await expect(newest.getByText('−100')).toBeVisible();
  },
};

/** Convert: off-step points are refused before sending; 200 points give 20.00 once, and the points fall by 200. */
export const Convert: Story = {
  // The conversion's reference is drawn afresh each run.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByTestId('points-balance', {}, slow);
    const before = pointsOf(balance);
    await userEvent.click(await canvas.findByRole('button', { name: 'Convert to balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to balance' }));
    const points = dialog.getByLabelText('Points to convert');
    await userEvent.type(points, '150');
    await userEvent.type(dialog.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    await expect(points).toHaveAccessibleDescription(
      /^Points convert in steps of 100 points\. Please enter a multiple of the conversion unit\./,
    );
    await userEvent.clear(points);
    await userEvent.type(points, '200');
    await expect(dialog.getByTestId('convert-gives')).toHaveTextContent('20.00 VND');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Convert' }));
    await expect(await dialog.findByText('20.00 VND has been added to your main wallet.', {}, slow)).toBeVisible();
    await waitFor(() => expect(pointsOf(canvas.getByTestId('points-balance'))).toBe(before - 200), slow);
  },
};

/** The redeem history by status: every seeded status, then Rejected alone; statuses in the platform's words. */
export const RedeemHistoryFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Redeem history' }, slow));
    const history = await canvas.findByRole('group', { name: 'Redeem history' }, slow);
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4), slow);
    await expect(within(history).getByText('In process')).toBeVisible();
    await expect(within(history).getByText('Approved')).toBeVisible();
    await expect(within(history).getByText('Rejected')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Rejected');
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2), slow);
    await expect(within(history).getByText('Free spins voucher')).toBeVisible();
    await expect(canvas.getByText('1 record')).toBeVisible();
  },
};

/** The point records by type: all of them paged, then Redeem alone, each with its change and the balance after. */
export const PointRecordsFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Point records' }, slow));
    const records = await canvas.findByRole('group', { name: 'Point records' }, slow);
    await waitFor(() => expect(within(records).getAllByRole('row')).toHaveLength(11), slow);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'redeem');
    await waitFor(() => expect(within(records).getAllByRole('row')).toHaveLength(5), slow);
    const rows = within(records).getAllByRole('row').slice(1);
    for (const row of rows) await expect(within(row).getByText('Redeem')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('−100')).toBeVisible();
    await expect(within(records).getByText(/^Refund of rejected redeem/)).toBeVisible();
    await expect(canvas.getByText('4 records')).toBeVisible();
  },
};

/** Redeem history that cannot be read says why in its place, the filter stays; Try again brings the list. */
export const HistoryFailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext(getRedeemRecords.path, { status: 500 });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Redeem history' }, slow));
    const problem = await canvas.findByRole('alert', {}, slow);
    await expect(canvas.getByLabelText('Status')).toBeVisible();
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    const history = await canvas.findByRole('group', { name: 'Redeem history' }, slow);
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4), slow);
  },
};

/** Point records of a type with nothing in the period: the honest empty state, the filters still there. */
export const PointRecordsEmpty: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getPointHistory.path, {
        body: { success: true, message: '', value: { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Point records' }, slow));
    await expect(await canvas.findByText('No records in this period', {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText('Type')).toBeVisible();
  },
};
