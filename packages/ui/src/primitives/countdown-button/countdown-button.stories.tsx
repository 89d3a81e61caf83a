import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton, type CountdownButtonProps } from './countdown-button';

const meta = {
  title: 'Primitives/Countdown button',
  component: CountdownButton,
  args: {
    label: 'Send code',
    // A function of the seconds left; a story may give the words for its seconds as a string instead.
    countingLabel: ((seconds: number) => `Resend in ${seconds} s`) as CountdownButtonProps['countingLabel'],
    remainingSeconds: 0,
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: ready to send. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Counting down: disabled, with the seconds left in its name (here worded by the page for them, as a string). */
export const Counting: Story = {
  args: { remainingSeconds: 42, countingLabel: 'Resend in 42 s' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  },
};

/** The send is on its way: disabled and marked busy, so it cannot be sent twice. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A click starts a short countdown; when it ends the button is ready again. */
function SendWithCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 100);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <CountdownButton
      label="Send code"
      countingLabel={(seconds) => `Resend in ${seconds} s`}
      remainingSeconds={left}
      onClick={() => setLeft(3)}
    />
  );
}

export const SendThenCountDown: Story = {
  render: () => <SendWithCountdown />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('button', { name: /Resend in \d s/ })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled());
  },
};
