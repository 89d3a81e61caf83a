import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PopupNoticesDialog } from './popup-notices-dialog';

const meta = {
  title: 'Auth/Popup notices',
  component: PopupNoticesDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onDismiss: fn(),
    popups: [
      { id: 1, title: 'Good luck today', content: '<p>New slots every week. Have fun and play responsibly.</p>' },
    ],
  },
} satisfies Meta<typeof PopupNoticesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = async () => (await screen.findByRole('dialog', { name: 'Announcements' })).getBoundingClientRect();

// Two lines of text get a box that fits them, not a 960 × 480 frame; a full-width sheet on a phone.
export const SizedToItsContent: Story = {
  play: async ({ args }) => {
    const box = await boxOf();
    if (window.innerWidth >= 640) {
      await expect(box.width).toBeGreaterThanOrEqual(360);
      await expect(box.width).toBeLessThanOrEqual(640);
    } else {
      await expect(box.width).toBe(window.innerWidth);
    }
    await expect(box.height).toBeLessThan(300);
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Don’t show again this session' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

// A long notice grows to the reading width and then scrolls inside the dialog, never past the screen.
export const LongNoticeStopsAtReadingWidth: Story = {
  args: {
    popups: Array.from({ length: 6 }, (_, index) => ({
      id: index,
      title: `Weekly promotion ${index + 1}`,
      content: `<p>${'Deposit on any day of the week and receive a bonus credited to your main wallet within five minutes. '.repeat(3)}</p>`,
    })),
  },
  play: async () => {
    const box = await boxOf();
    await expect(box.width).toBeLessThanOrEqual(Math.min(640, window.innerWidth));
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

// The after-login popup keeps every word a browser would show of a notice whose `</noscript>` hides in an attribute.
export const KeepsEveryWordABrowserShows: Story = {
  args: {
    popups: [
      {
        id: 1,
        title: 'Maintenance window',
        content: 'Before<noscript><p title="</noscript><img src=x onerror=alert(1)>">After',
      },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const content = dialog.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(content).toHaveTextContent(/^Before">After$/);
    await expect(content.querySelector('[onerror]')).toBeNull();
  },
};
