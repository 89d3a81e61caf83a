import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { WarningDialog, type WarningDialogProps } from './warning-dialog';

/** The dialog as the product opens it: from a button, closed again by its own buttons. */
function Opener(props: Omit<WarningDialogProps, 'open' | 'onOpenChange'> & { startOpen?: boolean }) {
  const { startOpen = false, ...dialog } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <main className="p-6">
      <Button translate="no" onClick={() => setOpen(true)}>
        Log out
      </Button>
      <WarningDialog {...dialog} open={open} onOpenChange={setOpen} />
    </main>
  );
}

const meta = {
  title: 'Primitives/Warning dialog',
  component: Opener,
  // The docs page lists the dialog's own props, not only the story's opener.
  subcomponents: { WarningDialog },
  args: {
    name: 'logout',
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    confirmLabel: 'Log out',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    startOpen: true,
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the question with its two answers. */
export const Confirm: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await expect(within(dialog).getByText('Are you sure you want to log out?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

/** Only a message and OK (SPEC §8 warnings such as "Game maintenance"). */
export const MessageOnly: Story = {
  args: {
    name: 'gameMaintenance',
    title: 'Game maintenance',
    message: 'This game is under maintenance. Please try again later.',
    confirmLabel: 'OK',
    cancelLabel: undefined,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Game maintenance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A danger confirmation on its way: the confirm button is busy and cannot be pressed twice. */
export const DangerPending: Story = {
  args: { tone: 'danger', pending: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Are you sure');
    const confirm = within(dialog).getByRole('button', { name: 'Log out' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toBeDisabled();
  },
};

/** Cancel closes it and gives focus back to the button that opened it. */
export const CancelGivesFocusBack: Story = {
  args: { startOpen: false },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Log out' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
