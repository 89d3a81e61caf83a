import { getGameVendors } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Screens/Navigation/Footer',
  component: SiteFooter,
  args: { brandName: 'lobbykit' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

// SPEC §1: the vendors' logos, each vendor once, and the copyright line.
export const VendorLogosAndCopyright: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const vendors = await within(footer).findByRole('region', { name: 'Game providers' }, { timeout: 5000 });
    const names = within(vendors)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toContain('PG Soft');
    await expect(names).toContain('Evolution');
    await expect(new Set(names).size).toBe(names.length);
    await expect(footer).toHaveTextContent(`Copyright © ${new Date().getFullYear()} lobbykit. All rights reserved.`);
  },
};

const vendorRegion = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Game providers' }, { timeout: 5000 });

// Each logo is shown at a readable size (not 20 px) with the vendor's name under it.
export const LogosAtAReadableSizeWithNames: Story = {
  play: async ({ canvasElement }) => {
    const vendors = await vendorRegion(canvasElement);
    const pg = within(vendors).getByText('PG Soft').closest('li')!;
    const logo = pg.querySelector('img')!;
    await waitFor(() => expect(logo.getBoundingClientRect().width).toBeGreaterThanOrEqual(64));
    await expect(logo.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    await expect(logo).toHaveAttribute('src', '/sandbox-assets/vendor/PG.png');
    await expect(within(pg).getByText('PG Soft')).toBeVisible();
  },
};

// In a phone-wide footer the first rows show, and the player can ask for all of them.
export const PhoneShowsAllOnRequest: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const vendors = await vendorRegion(canvasElement);
    const items = within(vendors).getAllByRole('listitem', { hidden: true });
    const visible = () => items.filter((item) => item.checkVisibility()).length;
    await expect(visible()).toBe(12);
    const more = within(vendors).getByRole('button', { name: `Show all ${items.length} providers` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(visible()).toBe(items.length);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(vendors).getByRole('button', { name: 'Show fewer' }));
    await expect(visible()).toBe(12);
  },
};

const VENDORS_PATH = getGameVendors.path;
let warn: MockInstance<typeof console.warn>;

// A refused vendor list (a wrong merchant code) says so where the logos would be, names the setting in
// the console for the developer, and recovers on retry.
export const VendorsRefusedSaySoAndRetry: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext(VENDORS_PATH, { body: { success: false, message: 'invalid_request' } });
    }) satisfies SandboxSetup,
  },
  beforeEach: () => {
    warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const problem = await within(footer).findByRole('alert');
    await expect(problem).toHaveTextContent('The request was not valid.');
    // The warning is for the brand's developer: development builds only (the static Storybook is a production one).
    if (process.env.NODE_ENV !== 'production') {
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Check the "merchant"')));
    }
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await vendorRegion(canvasElement)).toBeVisible();
    await expect(within(footer).queryByRole('alert')).toBeNull();
  },
};
