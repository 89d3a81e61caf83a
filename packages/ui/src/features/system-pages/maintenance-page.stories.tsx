import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'Screens/System pages/Maintenance',
  component: MaintenancePage,
  args: { onContactUs: fn() },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InEnglish: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { level: 1 });
    // SPEC §2: the heading is in Vietnamese and English whatever the language.
    await waitFor(() => expect(heading.querySelector('[lang="vi"]')).toHaveTextContent(/bảo trì/i));
    // The English line comes from its own catalogue, which may arrive a moment after the page's language.
    await waitFor(() => expect(heading.querySelector('[lang="en"]')).toHaveTextContent('System maintenance'));
    await expect(page.getByText(/being upgraded/i)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Contact us' }));
    await expect(args.onContactUs).toHaveBeenCalledOnce();
  },
};

export const InThai: Story = {
  globals: { language: 'TH' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { level: 1 });
    // The English line comes from its own catalogue, which may arrive a moment after the page's language.
    await waitFor(() => expect(heading.querySelector('[lang="en"]')).toHaveTextContent('System maintenance'));
    await expect(page.queryByRole('button', { name: 'Contact us' })).toBeNull();
  },
};
