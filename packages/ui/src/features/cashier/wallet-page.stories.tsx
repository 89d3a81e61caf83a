import { getWallets, transfer } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { CashierStory, storyOpenPage } from '../../testing/cashier-story-harness';
import { phoneViewport } from '../../testing/signed-in-story';
import { WalletPage } from './wallet-page';

const meta = {
  title: 'Screens/Member centre/My wallet',
  component: WalletPage,
  args: { openPage: storyOpenPage },
  render: (args) => (
    <CashierStory>
      <WalletPage {...args} />
    </CashierStory>
  ),
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 30_000 };
const walletOf = (canvas: HTMLElement, code: string) =>
  waitFor(() => {
    const card = canvas.querySelector<HTMLElement>(`[data-wallet="${code}"]`);
    expect(card).not.toBeNull();
    return card as HTMLElement;
  }, LOAD);
const transfers = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([input]) => String(input).includes(transfer.path));

/** The total (to the cent), the main wallet, and every game wallet: those holding money first, with In and Out. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-slot="wallet-summary"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    }, LOAD);
    await expect(summary).toHaveTextContent('Total balance1,360.25 VND');
    await expect(summary).toHaveTextContent('Main wallet1,234.50 VND');
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="vendor-wallet"]');
    await expect(cards.length).toBeGreaterThan(10);
    await expect(cards[0]).toHaveTextContent('100.00 VND');
    await expect(within(await walletOf(canvasElement, 'CQ9')).getByText('Under maintenance')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Transfer in to CQ9/ })).toBeDisabled();
  },
};

/** In on a game wallet, an amount, the confirmation, then one transfer: both balances move by exactly that amount. */
export const TransferIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Transfer in to PG/ }, LOAD));
    await expect(canvas.getByLabelText('From')).toHaveDisplayValue('Main wallet');
    await userEvent.type(canvas.getByLabelText('Amount'), '50.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    const confirm = canvas.getByRole('region', { name: 'Check and confirm' });
    await expect(confirm).toHaveTextContent(/Move 50\.25 VND from Main wallet to PG/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(/Done: 50\.25 VND moved/);
    await waitFor(async () => expect(await walletOf(canvasElement, 'PG')).toHaveTextContent('150.25 VND'), LOAD);
    const summary = canvasElement.querySelector('[data-slot="wallet-summary"]');
    await expect(summary).toHaveTextContent('Main wallet1,184.25 VND');
    await expect(summary).toHaveTextContent('Total balance1,360.25 VND');
  },
};

/** DESIGN.md: a double click on Confirm sends one transfer, and the money moves once. */
export const DoubleClickSendsOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Transfer out of Evolution/ }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('25.75');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(/Done: 25\.75 VND moved/);
    const sent = transfers(requests);
    requests.mockRestore();
    await expect(sent).toHaveLength(1);
    await waitFor(async () => expect(await walletOf(canvasElement, 'EVO')).toHaveTextContent('0.00 VND'), LOAD);
    await expect(canvasElement.querySelector('[data-slot="wallet-summary"]')).toHaveTextContent(
      'Main wallet1,260.25 VND',
    );
  },
};

/** The amount is checked before anything is sent: more than the paying wallet holds is refused in place, with it. */
export const RefusedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Transfer out of PG/ }, LOAD));
    await userEvent.type(canvas.getByLabelText('Amount'), '100.01');
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      /^Insufficient balance\. Available: 100\.00 VND\./,
    );
    await expect(transfers(requests)).toHaveLength(0);
    requests.mockRestore();
  },
};

/**
 * A dropped connection: the catalogue's message where the result would be, the form kept as typed, and Confirm
 * again sends the same intent; the money moves once.
 */
export const DroppedThenRetried: Story = {
  parameters: {
    sandbox: (async (controls) => controls.failNext(transfer.path, { network: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Transfer in to PG/ }, LOAD));
    await userEvent.type(canvas.getByLabelText('Amount'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await expect(alert).toHaveTextContent('what you entered is still here');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(/Done: 10\.00 VND moved/);
    await waitFor(async () => expect(await walletOf(canvasElement, 'PG')).toHaveTextContent('110.00 VND'), LOAD);
  },
};

/** "All back to main": every game wallet holding money is emptied into main; the total stays to the cent. */
export const AllBackToMain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'All back to main' }, LOAD));
    await expect(await canvas.findByText('Everything is back in your main wallet.', {}, LOAD)).toBeVisible();
    const summary = canvasElement.querySelector('[data-slot="wallet-summary"]');
    await waitFor(() => expect(summary).toHaveTextContent('Main wallet1,360.25 VND'), LOAD);
    await expect(summary).toHaveTextContent('Total balance1,360.25 VND');
  },
};

/** While the wallets are on their way: the page's shape in skeletons, and a status for screen readers. */
export const Loading: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(getWallets.path, { stall: true, stallMs: 5_000 })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelector('[data-slot="cashier-skeleton"]')).not.toBeNull();
  },
};

/** SPEC §8: wallets that cannot be read say why where they would be; Try again loads them. */
export const FailedThenRetried: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(getWallets.path, { status: 500 });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="wallet-summary"]')).not.toBeNull(), LOAD);
  },
};

/** A merchant with one wallet for every game (isSingle): one balance, nothing to transfer. */
export const SingleWallet: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(getWallets.path, {
        body: {
          success: true,
          value: {
            isSingle: true,
            currency: 'VND',
            total: '1234.50',
            wallets: [{ wallet: 'MAIN', displayName: 'Main wallet', balance: '1234.50' }],
          },
        },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/One wallet for every game/, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="wallet-summary"]')).toHaveTextContent('1,234.50 VND');
  },
};

/** At 360 px: one column, nothing wider than the screen. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await walletOf(canvasElement, 'PG');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
