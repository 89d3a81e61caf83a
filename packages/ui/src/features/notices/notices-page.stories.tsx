import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport } from '../../testing/signed-in-story';
import { NoticesPage } from './notices-page';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

const meta = {
  title: 'Screens/Notices/Notices page',
  component: NoticesPage,
  decorators: [
    (Story) => (
      <main className="min-h-screen bg-page">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const noticeList = (canvasElement: HTMLElement, name = 'Notices') =>
  within(canvasElement).findByRole('list', { name }, { timeout: 30_000 });
const noticeHeading = (canvasElement: HTMLElement) =>
  // hidden: on a phone the notice is out of view until one is chosen.
  within(canvasElement).getByRole('heading', { level: 2, hidden: true }) as HTMLElement;

/** SPEC §2: the notices 10 a page numbered 01, 02 …, with pagination; choosing one shows it beside the list. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await noticeList(canvasElement);
    await expect(within(list).getAllByRole('button')).toHaveLength(10);
    await expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/^01System upgrade completed #1$/);
    await expect(noticeHeading(canvasElement)).toHaveTextContent('System upgrade completed #1');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3 of 3' }));
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/^21/);
    await userEvent.click(within(list).getByRole('button', { name: /^23/ }));
    await expect(noticeHeading(canvasElement)).toHaveTextContent('Weekend cashback is live #23');
    await expect(within(list).getByRole('button', { name: /^23/ })).toHaveAttribute('aria-current', 'true');
    await expect(document.title).toBe('Announcements');
  },
};

/** Every notice type the platform sends as text has its tab: here the visitor's pop-up announcement. */
export const NoticeTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await noticeList(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Notice types' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Pop-up announcements' }));
    const popups = await noticeList(canvasElement, 'Pop-up announcements');
    await expect(within(popups).getAllByRole('button')).toHaveLength(1);
    await expect(noticeHeading(canvasElement)).toHaveTextContent('Join LobbyKit');
    await expect(canvas.getByText('Register now and get a welcome bonus.')).toBeVisible();
  },
};

/** The deep link `/noticePage?id=9012` opens notice 13 on page 2, selected, and sanitised. */
export const DeepLinkedNotice: Story = {
  args: { noticeId: '9012' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await noticeList(canvasElement);
    await expect(noticeHeading(canvasElement)).toHaveTextContent('Weekend cashback is live #13');
    await expect(within(list).getByRole('button', { name: /^13/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A deep link to a notice the platform no longer lists says so and shows the first notice instead. */
export const DeepLinkToAGoneNotice: Story = {
  args: { noticeId: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await noticeList(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('That announcement is no longer available.');
    await expect(noticeHeading(canvasElement)).toHaveTextContent('System upgrade completed #1');
  },
};

/** The notice HTML goes through the one sanitiser: its script and event handler never run. */
export const SanitisesServerHtml: Story = {
  args: { noticeId: '9002' },
  play: async ({ canvasElement }) => {
    await noticeList(canvasElement);
    const pane = canvasElement.querySelector('[data-slot="notice-pane"]') as HTMLElement;
    await expect(pane).toHaveTextContent('Cashback 10% every weekend.');
    await expect(pane.querySelector('script')).toBeNull();
    await expect(pane.querySelector('[onerror]')).toBeNull();
    await expect((window as { __lobbykitXss?: boolean }).__lobbykitXss).toBeUndefined();
  },
};

/** On a 360 px phone the list comes first; a notice takes its place with a way back, and focus follows. */
export const PhoneListThenNotice: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await noticeList(canvasElement);
    await expect(list).toBeVisible();
    await expect(noticeHeading(canvasElement)).not.toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: /^04/ }));
    const heading = noticeHeading(canvasElement);
    await waitFor(() => expect(heading).toBeVisible());
    await expect(heading).toHaveTextContent('Responsible gaming reminder #4');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(list).not.toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(list).toBeVisible());
    await waitFor(() => expect(within(list).getByRole('button', { name: /^04/ })).toHaveFocus());
  },
};

/** While the notices load: the list's shape, and a status for screen readers. */
export const Loading: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(ANNOUNCEMENTS, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading announcements…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** No notices of any type: an honest empty state. */
export const Empty: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(ANNOUNCEMENTS, {
        body: { success: true, value: { player: [], banners: [], popup: [], promotion: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'There are no announcements yet.' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** SPEC §8: a failed read says why with a retry, and the notices come with the next good answer. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(ANNOUNCEMENTS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(within(await noticeList(canvasElement)).getAllByRole('button')).toHaveLength(10);
  },
};
