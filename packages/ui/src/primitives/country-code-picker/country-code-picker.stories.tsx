import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountryCodePicker, type CountryCodePickerProps, type CountryOption } from './country-code-picker';

const countries: CountryOption[] = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
];

/** The picker holding its choice as a page would; its countries and words are the story's args, as a page passes them. */
function Picker({ onValueChange, ...props }: Pick<CountryCodePickerProps, 'countries' | 'labels' | 'onValueChange'>) {
  const [value, setValue] = useState('VN');
  return (
    <div className="flex items-start gap-3 p-6">
      <CountryCodePicker
        {...props}
        value={value}
        onValueChange={(country) => {
          setValue(country.countryCode);
          onValueChange(country);
        }}
      />
      {/* Only somewhere for focus to go: the story's, not the picker's. */}
      <button type="button" translate="no" className="h-11 rounded-md border border-border px-3 text-sm">
        Next field
      </button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Country code picker',
  component: Picker,
  subcomponents: { CountryCodePicker },
  args: {
    countries,
    labels: { trigger: 'Country code', search: 'Search country or code', noResults: 'No country matches' },
    onValueChange: fn(),
  },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /Country code/ });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(trigger(canvas)).toHaveTextContent('+84');
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SearchByNameOrCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvas));
    const search = canvas.getByRole('combobox', { name: 'Search country or code' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'phil');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, '+6');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PHPhilippines+63',
      'THThailand+66',
      'IDIndonesia+62',
      'MYMalaysia+60',
      'SGSingapore+65',
    ]);
    await userEvent.click(canvas.getByRole('option', { name: /Singapore/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'SG' }));
    await expect(trigger(canvas)).toHaveTextContent('+65');
    await expect(trigger(canvas)).toHaveFocus();
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvas));
    await userEvent.type(canvas.getByRole('combobox'), 'atlantis');
    await expect(canvas.getByText('No country matches')).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    trigger(canvas).focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = canvas.getByRole('combobox');
    await expect(search).toHaveFocus();
    // The list opens on the chosen country (VN); two steps down is Thailand.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /Thailand/ }).id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /United States/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'US' }));
    await expect(trigger(canvas)).toHaveTextContent('+1');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(trigger(canvas)).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const ClosesShortlyAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvas));
    await expect(canvas.getByRole('listbox')).toBeVisible();
    const left = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Next field' }));
    // SPEC §9: the list stays a moment (so a click on an option lands), then closes 200 ms after focus left.
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull(), { timeout: 1000 });
    await expect(performance.now() - left).toBeGreaterThanOrEqual(190);
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};
