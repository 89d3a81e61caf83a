import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoicePills, type ChoicePillsProps } from './choice-pills';

/** The pills with the page's own state; the words (legend, options) are the story's args, as a page passes its own. */
function Chooser({ onChange, ...props }: Pick<ChoicePillsProps, 'legend' | 'options' | 'onChange' | 'disabled'>) {
  const [value, setValue] = useState<string | null>('day');
  return (
    <ChoicePills
      {...props}
      name="period"
      value={value}
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
  args: {
    legend: 'Period',
    options: [
      { value: 'day', label: 'Per day' },
      { value: 'week', label: 'Per week' },
      { value: 'month', label: 'Per month' },
    ],
    onChange: fn(),
  },
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
