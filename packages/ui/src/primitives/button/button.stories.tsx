import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Deposit', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3 p-4">
      <Button {...args} variant="primary">
        Log in
      </Button>
      <Button {...args} variant="gold">
        Deposit
      </Button>
      <Button {...args} variant="secondary">
        Register
      </Button>
      <Button {...args} variant="outline">
        Cancel
      </Button>
      <Button {...args} variant="ghost">
        More
      </Button>
      <Button {...args} variant="danger">
        Sign out
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#promotions">Promotions</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Promotions' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).not.toHaveAttribute('type');
  },
};
