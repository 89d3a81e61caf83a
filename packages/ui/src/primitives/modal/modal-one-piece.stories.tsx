import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Modal } from './modal';
import { modalStoryMeta } from './modal-story';

// The Modal's stories are two files under one title, which Storybook shows as one component with one docs page: this
// one, the one-piece Modal (opening, the ways it closes, focus, scrolling, size, a second one over it), and
// modal-parts.stories.tsx, the parts put together by hand. Storybook orders stories by file name, and this name sorts
// first: OpensAndClosesWithTheCloseButton stays the component's first story, the one the visual test also compares
// at 360 px.
const meta = {
  title: 'Primitives/Modal',
  ...modalStoryMeta,
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

type StackedWords = {
  closeLabel: string;
  login: { title: string; send: string };
  warning: { title: string; body: string };
};

function StackedModals({ closeLabel, login, warning }: StackedWords) {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Modal name="loginPopupModal" title={login.title} closeLabel={closeLabel} open={first} onOpenChange={setFirst}>
        <Button onClick={() => setSecond(true)}>{login.send}</Button>
      </Modal>
      <Modal name="warning" title={warning.title} closeLabel={closeLabel} open={second} onOpenChange={setSecond}>
        <p>{warning.body}</p>
      </Modal>
    </>
  );
}

export const ASecondModalCoversTheFirst: StoryObj<StackedWords> = {
  args: {
    login: { title: 'Log in', send: 'Send code' },
    warning: { title: 'Could not send the code', body: 'Please try again later.' },
  },
  // The close buttons' name is the meta's `closeLabel`.
  render: ({ closeLabel, login, warning }) => <StackedModals closeLabel={closeLabel} login={login} warning={warning} />,
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
