import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://brand.example/register?referralCode=AB12CD', label: 'QR code of your invitation link' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvitationLink: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code of your invitation link' });
    await expect(code).toHaveAttribute('width', '160');
    // This 49-character link at medium error correction is version 4 (33 modules) plus a 2-module quiet zone a side.
    await expect(code.getAttribute('viewBox')).toBe('0 0 37 37');
  },
};

export const LongerLinkGrowsTheGrid: Story = {
  args: {
    value: 'https://downloads.brand.example/app/android/lobbykit-brand-release-2026-11.apk?channel=web&ref=app-page',
    label: 'QR code of the Android download',
    size: 200,
  },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code of the Android download' });
    const modules = Number(code.getAttribute('viewBox')?.split(' ')[2]);
    await expect(modules).toBeGreaterThan(37);
  },
};
