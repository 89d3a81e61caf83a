import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

function ModalDemo(props: Omit<ModalProps, 'open' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="h-[200vh]">
      <Button onClick={() => setOpen(true)}>Open notice</Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: ModalDemo,
  parameters: { layout: 'padded' },
  args: {
    name: 'noticePopup',
    title: 'System notice',
    closeLabel: 'Close',
    children: <p>Deposits via bank transfer are credited within five minutes.</p>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndClosesWithTheCloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'System notice' });
    await expect(dialog).toHaveAttribute('data-modal', 'noticePopup');
    await expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open notice' })).toHaveFocus());
  },
};

export const OutsideClickDoesNotClose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-slot="modal-overlay"]') as HTMLElement;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CoverClickClosesWhenAllowed: Story = {
  args: { dismissOnCover: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-slot="modal-overlay"]') as HTMLElement;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesByItselfAfterATime: Story = {
  args: { autoCloseMs: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  },
};

export const WithoutCloseButtonOrTitle: Story = {
  args: { showClose: false, title: undefined, label: 'Game loading' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game loading' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const KeepsThePageScrollPosition: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 400);
    const before = window.scrollY;
    // A native click: userEvent would scroll the button into view and spoil the measurement.
    within(canvasElement).getByRole('button', { name: 'Open notice' }).click();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(window.scrollY).toBe(before);
    window.scrollTo(0, 0);
  },
};
