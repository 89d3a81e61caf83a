import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/Text field',
  component: TextField,
  args: { label: 'Username', placeholder: 'Enter your username' },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'player1');
    await expect(input).toHaveValue('player1');
  },
};

export const Optional: Story = {
  args: { label: 'E-mail', optionalLabel: 'Optional', placeholder: 'Enter your e-mail address' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(Optional)')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: '6 - 12 characters: start with a letter, then letters or digits', defaultValue: '1abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('6 - 12 characters: start with a letter, then letters or digits');
  },
};

export const PasswordReveal: Story = {
  args: {
    label: 'Password',
    type: 'password',
    defaultValue: 'Secret123',
    revealLabels: { show: 'Show password', hide: 'Hide password' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

// A toolbar's field (the header's login row): the placeholder and an icon show what it is, the label is still its name.
export const HiddenLabelWithIcon: Story = {
  args: {
    labelHidden: true,
    placeholder: 'Username',
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="8" r="4" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(within(canvasElement).getByText('Username', { selector: 'label' })).toHaveClass('sr-only');
    await expect(input).toHaveAttribute('placeholder', 'Username');
    await userEvent.type(input, 'player1');
    await expect(input).toHaveValue('player1');
  },
};
