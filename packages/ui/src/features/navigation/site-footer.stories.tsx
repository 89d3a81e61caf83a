import { getGameVendors } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { JurisdictionProvider } from '../../platform/responsible-gaming/jurisdiction';
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
    const vendors = await within(footer).findByRole('region', { name: 'Game providers' }, { timeout: 30_000 });
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
  within(canvasElement).findByRole('region', { name: 'Game providers' }, { timeout: 30_000 });

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

// The logos are not drawn while off screen; scrolled to, they come on screen and what is below them stays where the
// player saw it (a press begun on the responsible-gaming link must end on it).
export const NothingMovesAsTheLogosComeOnScreen: Story = {
  decorators: [
    (Story) => (
      // A page of its own, so that the screenshot shows where the play left it.
      <div className="h-dvh overflow-y-auto">
        {/* The page above the footer, standing in for a lobby: it holds the footer below the screen. */}
        <div aria-hidden="true" className="flex h-[400vh] flex-col gap-4 p-4">
          <div className="aspect-[3/1] max-h-72 rounded-xl bg-surface-2" />
          <div className="grid flex-1 grid-cols-4 gap-3">
            {['a', 'b', 'c', 'd'].map((id) => (
              <div key={id} className="rounded-lg bg-surface-2" />
            ))}
          </div>
        </div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const vendors = await vendorRegion(canvasElement);
    const lastLogo = within(vendors).getAllByRole('listitem').at(-1)!.querySelector('img')!;
    const copyright = within(canvasElement).getByText(/^Copyright ©/);
    const drawn = () => lastLogo.checkVisibility({ contentVisibilityAuto: true });
    await waitFor(() => expect(drawn()).toBe(false), { timeout: 30_000 });
    copyright.scrollIntoView({ block: 'end' });
    const seen = copyright.getBoundingClientRect().top;
    await waitFor(() => expect(drawn()).toBe(true), { timeout: 30_000 });
    await expect(copyright.getBoundingClientRect().top).toBe(seen);
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

const protectionOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('contentinfo')).getByRole('region', { name: 'Responsible gaming' });

/**
 * The jurisdiction profile's part (the default profile when the site names none): the age badge, the licence text,
 * the help organisation, and the link to the responsible-gaming tools, which opens them in one click.
 */
export const ResponsibleGamingDefaultProfile: Story = {
  args: { onOpenResponsibleGaming: fn() },
  play: async ({ canvasElement, args }) => {
    const protection = protectionOf(canvasElement);
    await expect(protection).toHaveAttribute('data-jurisdiction', 'default');
    await expect(within(protection).getByRole('img', { name: 'Only for players aged 18 and over' })).toHaveTextContent(
      '18+',
    );
    const help = within(protection).getByRole('link', { name: 'Get help: Gambling Therapy' });
    await expect(help).toHaveAttribute('href', 'https://www.gamblingtherapy.org');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(protection.querySelector('[data-slot="licence"]')?.textContent).not.toBe('');
    await userEvent.click(within(protection).getByRole('button', { name: 'Responsible gaming' }));
    await expect(args.onOpenResponsibleGaming).toHaveBeenCalledTimes(1);
  },
};

/** A profile modelled on the Philippines': 21+, its own help organisation and licence text. */
export const ResponsibleGamingPhilippinesProfile: Story = {
  args: { onOpenResponsibleGaming: fn() },
  decorators: [
    (Story) => (
      <JurisdictionProvider jurisdiction="ph">
        <Story />
      </JurisdictionProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const protection = protectionOf(canvasElement);
    await expect(protection).toHaveAttribute('data-jurisdiction', 'ph');
    await expect(within(protection).getByRole('img', { name: 'Only for players aged 21 and over' })).toHaveTextContent(
      '21+',
    );
    await expect(within(protection).getByText('21+ only. Please play responsibly.')).toBeVisible();
    await expect(within(protection).getByRole('link', { name: /^Get help: PAGCOR/ })).toBeVisible();
  },
};

/** A profile modelled on the UK's: three help organisations, each a link that opens apart. */
export const ResponsibleGamingUkProfile: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-[360px]">
        <JurisdictionProvider jurisdiction="uk">
          <Story />
        </JurisdictionProvider>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const protection = protectionOf(canvasElement);
    const links = within(protection).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Get help: BeGambleAware',
      'Get help: GamCare',
      'Get help: GAMSTOP',
    ]);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
    // No handler given: the footer has no link to tools it cannot open.
    await expect(within(protection).queryByRole('button', { name: 'Responsible gaming' })).toBeNull();
  },
};
