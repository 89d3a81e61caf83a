import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SideBar } from './side-bar';

const meta = {
  title: 'Screens/Navigation/Side bar',
  component: SideBar,
  decorators: [
    (Story) => (
      <div className="min-h-96 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// SPEC §2: live chat, the messaging app and the configured social page, each leaving the site safely.
export const CustomerServiceLinks: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole(
      'complementary',
      { name: 'Customer service' },
      { timeout: 30_000 },
    );
    await expect(within(bar).getByRole('button', { name: 'Live chat' })).toBeVisible();
    const whatsapp = within(bar).getByRole('link', { name: 'Messaging app: WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/84900000000');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(bar).getByRole('link', { name: 'Follow us on Facebook' })).toHaveAttribute('target', '_blank');
  },
};

// Each channel shows its own icon, not a letter in a circle, and keeps its name for assistive technology.
export const ChannelIcons: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole(
      'complementary',
      { name: 'Customer service' },
      { timeout: 30_000 },
    );
    const entries = [
      within(bar).getByRole('button', { name: 'Live chat' }),
      ...['WhatsApp', 'Telegram', 'Zalo'].map((name) =>
        within(bar).getByRole('link', { name: `Messaging app: ${name}` }),
      ),
      within(bar).getByRole('link', { name: 'Follow us on Facebook' }),
    ];
    for (const entry of entries) {
      const icon = entry.querySelector('svg[data-slot="channel-icon"]');
      await expect(icon).not.toBeNull();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon?.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
    const fills = entries.map((entry) => entry.querySelector('circle')?.style.fill);
    await expect(new Set(fills).size).toBe(entries.length);
    await userEvent.hover(entries[1]!);
    await expect(entries[1]).toHaveAttribute('title', 'Messaging app: WhatsApp');
  },
};

// SPEC §8: a blocked pop-up says so.
export const LiveChatBlocked: Story = {
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    const bar = await within(canvasElement).findByRole(
      'complementary',
      { name: 'Customer service' },
      { timeout: 30_000 },
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Live chat' }));
    await expect(open).toHaveBeenCalledOnce();
    await expect(await within(bar).findByRole('alert')).toHaveTextContent(/blocked the pop-up/);
    open.mockRestore();
  },
};
