import { createTransport, getSystemStatus } from '@lobbykit/api-client';
import type { I18n } from '@lobbykit/i18n';
import { SANDBOX_MERCHANT } from '@lobbykit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SandboxSetup } from '../../.storybook/sandbox-loader';
import { dialogChunk } from '../testing/on-demand-story';
import { phoneViewport } from '../testing/signed-in-story';
import { AppShell } from './app-shell';
import { LobbyKitProvider } from './lobbykit-provider';

/** The README's quick start, with the story's sandbox and language: the root and a shell, nothing else. */
function QuickStart({ merchant, i18n }: { merchant: string /** The story's, from its loader. */; i18n?: I18n }) {
  if (!i18n) throw new Error("QuickStart needs the story loader's i18n");
  // The story's own token store, so no other story's session leaks in through sessionStorage.
  const [transport] = useState(() => {
    let token: string | null = null;
    return createTransport({
      baseUrl: '',
      merchant,
      language: i18n.getLanguage,
      device: 'WEB',
      tokenStore: { get: () => token, set: (next) => (token = next) },
    });
  });
  return (
    <LobbyKitProvider platform={transport} merchant={merchant} i18n={i18n} session={{ storage: null }}>
      <AppShell brandName="My brand">
        <p translate="no" className="p-6 text-xl">
          The lobby
        </p>
      </AppShell>
    </LobbyKitProvider>
  );
}

const meta = {
  title: 'Platform/LobbyKit provider',
  component: QuickStart,
  args: { merchant: SANDBOX_MERCHANT },
  render: (args, { loaded }) => <QuickStart {...args} i18n={loaded.i18n as I18n} />,
} satisfies Meta<typeof QuickStart>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

// One root and a shell bring up the header with the language, log in and register, and the notices.
export const QuickStartHeader: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const banner = within(await page.findByRole('banner', {}, slow));
    await expect(banner.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(await banner.findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(await banner.findByRole('button', { name: /Slots/ }, slow)).toBeVisible();
    await expect(await page.findByRole('region', { name: 'Latest announcements' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
  },
};

// The README once said MYBRAND, and the navigation and footer emptied without a word.
export const WrongMerchantSaysSo: Story = {
  args: { merchant: 'MYBRAND' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const nav = within(await page.findByRole('navigation', { name: 'Main navigation' }, slow));
    await expect(await nav.findByRole('alert', {}, slow)).toHaveTextContent('The request was not valid.');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    const footer = within(page.getByRole('contentinfo'));
    await expect(await footer.findByRole('alert')).toHaveTextContent('The request was not valid.');
  },
};

export const WrongMerchantOnAPhone: Story = {
  ...phoneViewport,
  args: { merchant: 'MYBRAND' },
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner', {}, slow));
    await userEvent.click(banner.getByRole('button', { name: 'Open menu' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Main navigation' }, dialogChunk));
    await expect(await sheet.findByRole('alert', {}, slow)).toHaveTextContent('The request was not valid.');
    await expect(sheet.getByRole('link', { name: 'Promotions' })).toBeVisible();
  },
};

// A platform address that answers something else than the platform: the whole page says so, with a retry.
export const GarbledStatusSaysSo: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        await controls.failNext(getSystemStatus.path, { body: { success: true, value: { not: 'a status' } } });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('An unknown error occurred.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
