import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoicePills } from './choice-pills';

const PERIODS = [
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
  { value: 'month', label: 'Per month' },
] as const;

function Chooser({ onChange, disabled }: { onChange: (value: string) => void; disabled?: boolean }) {
  const [value, setValue] = useState<string | null>('day');
  return (
    <ChoicePills
      name="period"
      legend="Period"
      options={PERIODS}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Choice pills',
  component: Chooser,
  parameters: { layout: 'padded' },
  args: { onChange: fn() },
} satisfies Meta<typeof Chooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click or the arrow keys choose; the group is named by its legend and the choice is a checked radio button. */
export const ChoosesByClickOrArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Period' }));
    await expect(group.getByRole('radio', { name: 'Per day' })).toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Per week' }));
    await expect(group.getByRole('radio', { name: 'Per week' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('week');
    await userEvent.keyboard('{ArrowRight}');
    await expect(group.getByRole('radio', { name: 'Per month' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Per month' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
  },
};

/** A disabled group (while its choice is being saved) takes no choice. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement);
    await expect(group.getByRole('radio', { name: 'Per week' })).toBeDisabled();
    await userEvent.click(group.getByText('Per week'));
    await expect(group.getByRole('radio', { name: 'Per day' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
