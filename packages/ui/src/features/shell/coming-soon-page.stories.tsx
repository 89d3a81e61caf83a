import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonPage } from './coming-soon-page';

const meta = {
  title: 'Screens/Shell/Coming soon',
  component: ComingSoonPage,
  args: { title: 'VIP' },
  decorators: [
    (Story) => (
      <main className="p-6">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Thai: Story = { globals: { language: 'TH' } };
