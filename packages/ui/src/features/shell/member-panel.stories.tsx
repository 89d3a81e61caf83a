import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { SignedInStory } from '../../testing/signed-in-story';
import { MemberPanel } from './member-panel';

const meta = {
  title: 'Screens/Shell/Logged-in panel',
  component: MemberPanel,
  args: { account: 'player1', showAgent: false, onDeposit: fn(), onSelect: fn(), onSignOut: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end bg-surface-1 p-4">
        <SignedInStory>
          <Story />
        </SignedInStory>
      </div>
    ),
  ],
} satisfies Meta<typeof MemberPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging a seeded account in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };

// As a member first sees it after logging in: the name, the balance, deposit, and the menu closed.
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refresh = await page.findByRole('button', { name: /Refresh balance/ }, slow);
    await waitFor(() => expect(refresh).toHaveTextContent('1,234.50 VND'));
    await expect(page.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeEnabled();
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

// A balance that cannot be read says why in its place (never a bare "—"), and a click tries again.
export const BalanceFailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext('/wps/v2/wallets/balance', { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const refresh = await page.findByRole('button', { name: /Refresh balance/ }, slow);
    await waitFor(() => expect(refresh).toHaveTextContent('The network connection is abnormal'), slow);
    await expect(refresh).not.toHaveTextContent('—');
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveTextContent('1,234.50 VND'));
  },
};

// SPEC §2: click the balance to refresh it; the eye masks it as ***.
export const BalanceRefreshAndMask: Story = {
  play: async ({ canvasElement, loaded }) => {
    const sandbox = loaded.sandbox as { controls: Parameters<SandboxSetup>[0] };
    const page = within(canvasElement);
    const refresh = await page.findByRole('button', { name: /Refresh balance/ }, slow);
    await waitFor(() => expect(refresh).toHaveTextContent('1,234.50 VND'));
    // The platform's next balance answer is higher, as after a win: the click must show it.
    await sandbox.controls.failNext('/wps/v2/wallets/balance', {
      body: { success: true, message: '', value: { currency: 'VND', main: '2000.00', total: '2125.75', wallets: [] } },
    });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveTextContent('2,000.00 VND'));
    await expect(refresh).toBeEnabled();

    await userEvent.click(page.getByRole('button', { name: 'Hide balance' }));
    await expect(refresh).toHaveTextContent('***');
    await expect(refresh).not.toHaveTextContent('2,000.00');
    const eye = page.getByRole('button', { name: 'Show balance' });
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(eye);
    await expect(refresh).toHaveTextContent('2,000.00 VND');
  },
};

export const DepositButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Deposit' }, slow));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
  },
};

// A member sees no agent centre; every entry reports which one was chosen; sign out goes to the caller's confirm.
export const UserMenuOfAMember: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Account menu/ }, slow);
    // SPEC §2: the trigger carries the unread-message badge (player1 has 4 unread).
    await waitFor(() => expect(trigger).toHaveAccessibleName(/4 unread messages/));
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.firstChild?.textContent);
    await expect(items).toEqual([
      'Member centre',
      'Withdraw',
      'Account record',
      'Betting record',
      'Feedback',
      'Sign out',
    ]);
    // The member-centre entry carries it too.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Member centre/ })).toHaveTextContent('4 unread messages'),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Betting record' }));
    await expect(args.onSelect).toHaveBeenCalledWith('betting-record');

    await userEvent.click(trigger);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const UserMenuOfAnAgent: Story = {
  args: { account: 'agent1', showAgent: true },
  decorators: [
    (Story) => (
      <SignedInStory username="agent1" password="Agent123">
        <Story />
      </SignedInStory>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Account menu/ }, slow));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
    await expect(args.onSelect).toHaveBeenCalledWith('agent');
  },
};
