import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from './meter';

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  parameters: { layout: 'padded' },
  args: { value: 40, max: 100, label: 'Daily deposit limit', valueText: '40.00 of 100.00 used' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A limit partly used: the bar fills as far as the value, in the accent colour, and says its value in words. */
export const PartlyUsed: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Daily deposit limit' });
    await expect(meter).toHaveAttribute('aria-valuetext', '40.00 of 100.00 used');
    await expect(meter).toHaveAttribute('data-level', 'low');
    await expect(meter).toHaveAttribute('aria-valuenow', '40');
    await expect(meter.querySelector<HTMLElement>('[data-slot="meter-bar"]')?.style.width).toBe('40%');
  },
};

/** Used beyond its limit: the bar is full, in the warning colour, and never more than full. */
export const Reached: Story = {
  args: { value: 130, valueText: '130.00 of 100.00 used' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('data-level', 'full');
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter.querySelector<HTMLElement>('[data-slot="meter-bar"]')?.style.width).toBe('100%');
  },
};
