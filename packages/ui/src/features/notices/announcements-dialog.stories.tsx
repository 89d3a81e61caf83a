import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AnnouncementsDialog } from './announcements-dialog';

// 23 notices: three pages of 10; the fourth carries markup the sanitiser must strip (DESIGN.md).
const notices = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  date: Date.UTC(2026, 0, 1 + i, 9, 30),
  content:
    i === 3
      ? '<p>Read the <a href="https://example.com/rules">rules</a>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">'
      : `<p>Details of notice ${i + 1}.</p>`,
}));

const meta = {
  title: 'Screens/Notices/Announcements dialog',
  component: AnnouncementsDialog,
  args: { open: true, onOpenChange: fn(), notices },
} satisfies Meta<typeof AnnouncementsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// SPEC §2: 10 a page numbered 01 …, pagination, the selected notice on the right.
export const Paging: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = within(dialog).getByRole('list', { name: 'Announcement list' });
    await expect(within(list).getAllByRole('button')).toHaveLength(10);
    await expect(within(list).getAllByRole('button')[0]).toHaveTextContent('01Notice 1');
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Notice 1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await expect(within(list).getAllByRole('button')[0]).toHaveTextContent('11Notice 11');
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Notice 11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 3 of 3' }));
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: /Notice 23/ }));
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Notice 23');
    await expect(within(list).getByRole('button', { name: /Notice 23/ })).toHaveAttribute('aria-current', 'true');
  },
};

// Opening at a notice index selects its page and item (SPEC §2).
export const OpensAtAnIndex: Story = {
  args: { initialIndex: 12 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('Notice 13');
    await expect(within(dialog).getByRole('button', { name: /^13/ })).toHaveAttribute('aria-current', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SanitisesServerHtml: Story = {
  args: { initialIndex: 3 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const link = within(dialog).getByRole('link', { name: 'rules' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async () => {
    await expect(await screen.findByText('There are no announcements yet.')).toBeVisible();
  },
};

// The announcements dialog keeps every word a browser would show of a notice whose `</noscript>` hides in an
// attribute (the sanitiser's stories hold the rule; this is where a player meets it).
export const KeepsEveryWordABrowserShows: Story = {
  args: {
    notices: [
      {
        id: 1,
        title: 'Maintenance window',
        date: Date.UTC(2026, 0, 1, 9, 30),
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
