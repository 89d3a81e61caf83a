import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegionBlockedPage } from './region-blocked-page';

const meta = {
  title: 'Screens/System pages/Region blocked',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.7', country: 'VN', onContactUs: fn() },
} satisfies Meta<typeof RegionBlockedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InEnglish: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText(/203\.0\.113\.7/)).toBeVisible();
    await expect(page.getByText(/VN/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Contact us' }));
    await expect(args.onContactUs).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { language: 'AR' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    // The direction follows the language once its catalogue is in, a moment after the first render.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
