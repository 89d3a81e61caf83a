import { type I18n, I18nProvider } from '@lobbykit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TimeZoneNote } from './time-zone-note';

const meta = {
  title: 'Primitives/Time zone note',
  component: TimeZoneNote,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TimeZoneNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the times of a list: they are the platform's (UTC+7 unless the brand says otherwise), not the reader's. */
export const ThePlatformsZone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Times in GMT+7')).toBeVisible();
  },
};

/** A brand on another platform zone names it, half hours and zones west of UTC included. */
export const ABrandsOwnZone: Story = {
  render: (_args, { loaded }) => (
    <div className="flex flex-col gap-2">
      <I18nProvider i18n={loaded.i18n as I18n} timeZoneOffsetMinutes={330}>
        <TimeZoneNote />
      </I18nProvider>
      <I18nProvider i18n={loaded.i18n as I18n} timeZoneOffsetMinutes={-180}>
        <TimeZoneNote />
      </I18nProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times in GMT+5:30')).toBeVisible();
    await expect(canvas.getByText('Times in GMT-3')).toBeVisible();
  },
};
