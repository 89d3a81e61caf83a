import { getSystemStatus } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AppDownloadPage } from './app-download-page';

const STATUS = getSystemStatus.path;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile';
const COMPUTER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0';

const meta = {
  title: 'Screens/App download/App download page',
  component: AppDownloadPage,
  args: {
    title: 'App download',
    device: { userAgent: COMPUTER, maxTouchPoints: 0 },
    siteAddress: 'https://www.lobbykit.test/app',
  },
} satisfies Meta<typeof AppDownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const guides = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findAllByRole('region', { name: /install guide/ }, { timeout: 30_000 });
  return [...canvasElement.querySelectorAll<HTMLElement>('section[data-platform]')];
};

/** While the platform's resources are on their way: both guides as skeletons in their final shape. */
export const Loading: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(STATUS, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: /install guide/ })).toBeNull();
  },
};

/** An Android phone sees the Android guide first, marked as its own, with the download link and four steps. */
export const AndroidVisitor: Story = {
  args: { device: { userAgent: ANDROID, maxTouchPoints: 5 } },
  play: async ({ canvasElement }) => {
    const [first, second] = await guides(canvasElement);
    await expect(first).toHaveAccessibleName('Android install guide');
    await expect(within(first as HTMLElement).getByText('For your device')).toBeVisible();
    await expect(second).toHaveAccessibleName('iOS install guide');
    await expect(within(second as HTMLElement).queryByText('For your device')).toBeNull();
    const download = within(first as HTMLElement).getByRole('link', { name: 'Download for Android' });
    await expect(download).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=dev.lobbykit.sandbox',
    );
    const steps = within(first as HTMLElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('Step 1: 1Press “Download for Android”');
    await expect(document.title).toBe('App download');
  },
};

/** An iPhone sees the iOS guide first. */
export const IphoneVisitor: Story = {
  args: { device: { userAgent: IPHONE, maxTouchPoints: 5 } },
  play: async ({ canvasElement }) => {
    const [first] = await guides(canvasElement);
    await expect(first).toHaveAccessibleName('iOS install guide');
    await expect(within(first as HTMLElement).getByText('For your device')).toBeVisible();
    await expect(within(first as HTMLElement).getByRole('link', { name: 'Download for iPhone' })).toBeVisible();
  },
};

/** On a computer: Android first, no "for your device" mark, and each download as a QR code to scan with a phone. */
export const ComputerVisitorScansTheQrCode: Story = {
  args: {
    screenshots: { android: ['/sandbox-assets/game/Step-1.svg', '/sandbox-assets/game/Step-2.svg'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await guides(canvasElement);
    await expect(first).toHaveAccessibleName('Android install guide');
    await expect(canvas.queryByText('For your device')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'QR code of the Android download' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of the iPhone download' })).toBeVisible();
    // The brand's screenshots fill the first two slots of the Android guide.
    await expect((first as HTMLElement).querySelectorAll('[data-slot="lazy-image"], img').length).toBeGreaterThan(0);
  },
};

/** A platform without app resources: the guides still show, and say honestly that there is no link yet. */
export const NoDownloadLinks: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(STATUS, {
        body: { success: true, value: { maintenance: false, regionRestriction: false, info: {} } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await guides(canvasElement);
    await expect(canvas.getAllByText('The download link is not available yet. Our live chat can help.')).toHaveLength(
      2,
    );
    await expect(canvas.queryByRole('link', { name: /^Download for/ })).toBeNull();
  },
};

/** SPEC §8: the status call keeps failing: the catalogue's message where the guides would be; Try again loads them. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(STATUS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await guides(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
