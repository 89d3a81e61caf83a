import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RealityCheckDialog } from './reality-check-dialog';

const meta = {
  title: 'Screens/Responsible gaming/Reality check dialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    elapsedSeconds: 30 * 60 + 4,
    figures: { bets: '1250.00', wins: '980.50', net: '-269.50' },
    onContinue: fn(),
    onLogOut: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Half an hour in and behind: the time, bets, wins and the net loss, said plainly (no alarm colour); focus starts on
 * the dialog, not on either answer, and the two answers look the same.
 */
export const SessionBehind: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toHaveAccessibleDescription('You have been playing for 30 minutes.');
    await expect(dialog).toHaveFocus();
    const figures = within(dialog)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    await expect(figures).toEqual([
      '30:04',
      expect.stringMatching(/^−269\.50/),
      expect.stringMatching(/^1,250\.00/),
      expect.stringMatching(/^980\.50/),
    ]);
    await expect(dialog.querySelector('[data-slot="net-result"]')).toHaveAttribute('data-sign', 'loss');
    const keep = within(dialog).getByRole('button', { name: 'Continue' });
    const leave = within(dialog).getByRole('button', { name: 'Log out' });
    await expect(keep.className).toBe(leave.className);
    await userEvent.click(leave);
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Ahead after an hour and a quarter: the gain in gold with its sign; Continue answers it. */
export const SessionAhead: Story = {
  args: { elapsedSeconds: 75 * 60, figures: { bets: '400.00', wins: '650.00', net: '250.00' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByText('1:15:00')).toBeVisible();
    await expect(dialog.querySelector('[data-slot="net-result"]')).toHaveTextContent(/^\+250\.00/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};
