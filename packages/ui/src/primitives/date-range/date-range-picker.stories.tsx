import type { RecordPeriodChoice } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerLabels } from './date-range-picker';

// 2026-03-01 09:00 on the platform (UTC+7): February's end is two days back.
const NOW = Date.UTC(2026, 2, 1, 2, 0);

/** The picker's words, which a page gives from its catalogue: the story's args. */
const LABELS: Omit<DateRangePickerLabels, 'shown'> = {
  group: 'Period',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    custom: 'Custom',
  },
  from: 'From',
  to: 'To',
  apply: 'Apply',
  problem: (problem) => `Refused: ${problem}`,
};

type PickerStoryProps = {
  labels: Omit<DateRangePickerLabels, 'shown'>;
  /** The word between a period's two days ("2026-03-05 to 2026-03-11"). */
  between: string;
  onChange: (choice: RecordPeriodChoice) => void;
};

function PickerStory({ labels, between, onChange }: PickerStoryProps) {
  const [value, setValue] = useState<RecordPeriodChoice>({ preset: 'today' });
  return (
    <div className="max-w-3xl p-4">
      <DateRangePicker
        value={value}
        now={NOW}
        labels={{ ...labels, shown: (from, to) => (from === to ? from : `${from} ${between} ${to}`) }}
        onChange={(choice) => {
          setValue(choice);
          onChange(choice);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Date range picker',
  component: PickerStory,
  subcomponents: { DateRangePicker },
  args: { labels: LABELS, between: 'to', onChange: fn() },
} satisfies Meta<typeof PickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a records page first shows it: today chosen, its day shown, no custom fields yet. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('2026-03-01')).toBeVisible();
    await expect(canvas.queryByLabelText('From')).toBeNull();
  },
};

/** A preset applies at once and shows its days; a custom period is checked before it applies. */
export const PresetsAndCustom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('2026-03-01')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: 'last7Days' });
    await expect(canvas.getByText('2026-02-23 to 2026-03-01')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    // A date input is set whole, as the browser's date chooser sets it.
    fireEvent.change(from, { target: { value: '2026-02-27' } });
    fireEvent.change(to, { target: { value: '2026-02-20' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Refused: date_range_invalid');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    fireEvent.change(to, { target: { value: '2026-03-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: 'custom', from: '2026-02-27', to: '2026-03-01' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('2026-02-27 to 2026-03-01')).toBeVisible();
  },
};
