import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonProps } from './button';

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

type Variant = NonNullable<ButtonProps['variant']>;

/** Each variant with the words a page would put on it (a primitive's words are its caller's). */
export const Variants: StoryObj<ButtonProps & { variants: { variant: Variant; label: string }[] }> = {
  args: {
    variants: [
      { variant: 'primary', label: 'Log in' },
      { variant: 'gold', label: 'Deposit' },
      { variant: 'secondary', label: 'Register' },
      { variant: 'outline', label: 'Cancel' },
      { variant: 'ghost', label: 'More' },
      { variant: 'danger', label: 'Sign out' },
    ],
  },
  render: ({ variants, ...args }) => (
    <div className="flex flex-wrap gap-3 p-4">
      {variants.map(({ variant, label }) => (
        <Button key={variant} {...args} variant={variant}>
          {label}
        </Button>
      ))}
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
  args: { children: 'Promotions' },
  render: ({ children, ...args }) => (
    <Button {...args} asChild variant="outline">
      <a href="#promotions">{children}</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Promotions' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).not.toHaveAttribute('type');
  },
};
