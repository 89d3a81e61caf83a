import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  type Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalHeader,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from './modal';
import { modalStoryMeta } from './modal-story';

// The Modal's second story file under its title (modal-one-piece.stories.tsx says why there are two): the parts
// (ModalRoot, ModalTrigger, ModalContent, …) put together by hand, uncontrolled, controlled by the page, or open from
// the start.
const meta = {
  title: 'Primitives/Modal',
  ...modalStoryMeta,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parts on their own, uncontrolled: the trigger opens the modal, and the close label comes from the catalogue. */
export const PartsOpenFromTheirTrigger: Story = {
  args: { description: 'From the cashier' },
  render: ({ title, description, children }) => (
    <ModalRoot>
      <ModalTrigger asChild>
        {/* The page's way in: the story's, not the modal's words. */}
        <Button translate="no">Open notice</Button>
      </ModalTrigger>
      <ModalContent name="noticePopup" size="fit">
        <ModalHeader>
          <div className="min-w-0 flex-1">
            <ModalTitle>{title}</ModalTitle>
            <ModalDescription>{description}</ModalDescription>
          </div>
          <ModalClose />
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalContent>
    </ModalRoot>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open notice' });
    await expect(trigger).toHaveAttribute('data-slot', 'modal-trigger');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'System notice' });
    await expect(dialog).toHaveAccessibleDescription('From the cashier');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // No label given: the catalogue's "Close".
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledParts({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      {/* The page's own state and its way in: the story's, not the modal's words. */}
      <p translate="no">{open ? 'The notice is open' : 'The notice is closed'}</p>
      <Button translate="no" onClick={() => setOpen(true)}>
        Show the notice
      </Button>
      <ModalRoot
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      >
        <ModalContent name="noticePopup" size="fit" aria-describedby={undefined}>
          <ModalHeader>
            <ModalTitle className="flex-1">Maintenance tonight</ModalTitle>
            <ModalClose label="Close the notice" />
          </ModalHeader>
          <ModalBody className="flex flex-col gap-4">
            <p>The slots lobby is closed from 02:00 to 03:00.</p>
            <ModalClose asChild>
              <Button variant="secondary">Got it</Button>
            </ModalClose>
          </ModalBody>
        </ModalContent>
      </ModalRoot>
    </div>
  );
}

/** The parts controlled by the page: its state opens the modal, and each way of closing it reports back. */
export const PartsControlledByThePage: Story = {
  render: (args) => <ControlledParts onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    await expect(within(dialog).getByRole('button', { name: 'Close the notice' })).toBeVisible();
    // Your own button through `asChild` keeps its own name.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText('The notice is closed')).toBeVisible();
  },
};

/** The parts at rest, open from the start (`defaultOpen`): each part carries its `data-slot`. */
export const PartsOpenFromTheStart: Story = {
  args: { description: 'From the cashier' },
  render: ({ title, description, children }) => (
    <ModalRoot defaultOpen>
      <ModalContent name="noticePopup" size="fit">
        <ModalHeader>
          <div className="min-w-0 flex-1">
            <ModalTitle>{title}</ModalTitle>
            <ModalDescription>{description}</ModalDescription>
          </div>
          <ModalClose />
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalContent>
    </ModalRoot>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'System notice' });
    await expect(dialog).toHaveAttribute('data-slot', 'modal');
    for (const slot of ['modal-header', 'modal-title', 'modal-description', 'modal-close', 'modal-body']) {
      await expect(dialog.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  },
};
