import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalHeader,
  type ModalProps,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from './modal';

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
  component: Modal,
  // The docs page lists each part's props beside the one-piece Modal's.
  subcomponents: {
    ModalRoot,
    ModalTrigger,
    ModalContent,
    ModalHeader,
    ModalTitle,
    ModalDescription,
    ModalClose,
    ModalBody,
  },
  parameters: { layout: 'padded' },
  render: ({ open: _open, ...args }) => <ModalDemo {...args} />,
  args: {
    open: false,
    name: 'noticePopup',
    title: 'System notice',
    closeLabel: 'Close',
    children: <p>Deposits via bank transfer are credited within five minutes.</p>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

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

export const FocusStartsOnTheFirstField: Story = {
  args: {
    children: (
      <label className="flex flex-col gap-1">
        Username
        <input className="rounded-md border border-border bg-surface-2 px-3 py-2" />
      </label>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus());
  },
};

/** A long form on a phone-sized sheet: the title and close button stay in view, and a focused field is not hidden. */
export const LongContentKeepsTheCloseButtonInView: Story = {
  args: {
    children: (
      <div className="flex flex-col gap-4">
        {Array.from({ length: 14 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of demo fields.
          <label key={index} className="flex flex-col gap-1">
            {`Field ${index + 1}`}
            <input className="rounded-md border border-border bg-surface-2 px-3 py-2" />
          </label>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'System notice' });
    const last = within(dialog).getByRole('textbox', { name: 'Field 14' });
    last.focus();
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const header = close.parentElement?.getBoundingClientRect();
    await expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(dialog.getBoundingClientRect().top);
    await expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(header?.bottom ?? 0);
    // Back up to a field just under the header: scroll padding keeps it clear of the sticky header.
    within(dialog).getByRole('textbox', { name: 'Field 1' }).focus();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Field 1' }).getBoundingClientRect().top,
      ).toBeGreaterThanOrEqual(header?.bottom ?? 0),
    );
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

function StackedModals() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Modal name="loginPopupModal" title="Log in" closeLabel="Close" open={first} onOpenChange={setFirst}>
        <Button onClick={() => setSecond(true)}>Send code</Button>
      </Modal>
      <Modal name="warning" title="Could not send the code" closeLabel="Close" open={second} onOpenChange={setSecond}>
        <p>Please try again later.</p>
      </Modal>
    </>
  );
}

export const ASecondModalCoversTheFirst: Story = {
  render: () => <StackedModals />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Could not send the code' });
    const overlays = document.querySelectorAll<HTMLElement>('[data-slot="modal-overlay"]');
    await expect(overlays).toHaveLength(2);
    // The warning's cover lies over the first dialog: a point of the first dialog is covered.
    const login = document.querySelector<HTMLElement>('[data-modal="loginPopupModal"]')!;
    const box = login.getBoundingClientRect();
    const topmost = document.elementFromPoint(box.left + 4, box.top + 4);
    await expect(login.contains(topmost)).toBe(false);
    await expect(warning).toBeVisible();
  },
};

// `fit` wraps a short notice instead of framing it in the default 600 × 300 box.
export const SizedToItsContent: Story = {
  args: { size: 'fit' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notice' }));
    const box = (await screen.findByRole('dialog', { name: 'System notice' })).getBoundingClientRect();
    await expect(box.height).toBeLessThan(300);
    await expect(box.width).toBeLessThanOrEqual(640);
    await userEvent.keyboard('{Escape}');
  },
};

/** The parts on their own, uncontrolled: the trigger opens the modal, and the close label comes from the catalogue. */
export const PartsOpenFromTheirTrigger: Story = {
  render: () => (
    <ModalRoot>
      <ModalTrigger asChild>
        <Button>Open notice</Button>
      </ModalTrigger>
      <ModalContent name="noticePopup" size="fit">
        <ModalHeader>
          <div className="min-w-0 flex-1">
            <ModalTitle>System notice</ModalTitle>
            <ModalDescription>From the cashier</ModalDescription>
          </div>
          <ModalClose />
        </ModalHeader>
        <ModalBody>
          <p>Deposits via bank transfer are credited within five minutes.</p>
        </ModalBody>
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
      <p>{open ? 'The notice is open' : 'The notice is closed'}</p>
      <Button onClick={() => setOpen(true)}>Show the notice</Button>
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
  render: () => (
    <ModalRoot defaultOpen>
      <ModalContent name="noticePopup" size="fit">
        <ModalHeader>
          <div className="min-w-0 flex-1">
            <ModalTitle>System notice</ModalTitle>
            <ModalDescription>From the cashier</ModalDescription>
          </div>
          <ModalClose />
        </ModalHeader>
        <ModalBody>
          <p>Deposits via bank transfer are credited within five minutes.</p>
        </ModalBody>
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
