import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryHarness } from './auth-story-harness';

const meta = {
  title: 'Auth/Login dialog',
  component: AuthStoryHarness,
  args: { dialog: 'login' },
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UsernameAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'player1');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Player123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    await expect(await within(canvasElement).findByText('member:player1')).toBeVisible();
  },
};

export const EmptyFieldsAreAnnounced: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const username = within(dialog).getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveAccessibleDescription('This field cannot be empty');
    await expect(username).toHaveFocus();
  },
};
