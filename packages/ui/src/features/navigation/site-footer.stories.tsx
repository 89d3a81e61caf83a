import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Screens/Navigation/Footer',
  component: SiteFooter,
  args: { brandName: 'lobbykit' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

// SPEC §1: the vendors' logos, each vendor once, and the copyright line.
export const VendorLogosAndCopyright: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const vendors = await within(footer).findByRole('region', { name: 'Game providers' }, { timeout: 5000 });
    const names = within(vendors)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toContain('PG Soft');
    await expect(names).toContain('Evolution');
    await expect(new Set(names).size).toBe(names.length);
    await expect(footer).toHaveTextContent(`Copyright © ${new Date().getFullYear()} lobbykit. All rights reserved.`);
  },
};
