import { getAnnouncements } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { answerOnce, dropEveryTry, stall } from '../../testing/sandbox-faults';
import { phoneViewport } from '../../testing/signed-in-story';
import { AgentAnnouncementPage } from './announcement-page';

const meta = {
  title: 'Screens/Agent centre/Announcement',
  component: AgentAnnouncementPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <AgentAnnouncementPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof AgentAnnouncementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const path = getAnnouncements.path;

// 13 notices: two pages of 10.
const notices = Array.from({ length: 13 }, (_, i) => ({
  id: i + 1,
  title: `Agent notice ${i + 1}`,
  date: Date.UTC(2026, 5, 1 + i, 9, 30),
  content: `<p>Details of agent notice ${i + 1}.</p>`,
}));

/** SPEC §2: the platform's announcements, the first one shown; choosing another shows it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Announcement list' }, wait);
    const titles = within(list).getAllByRole('button');
    await expect(titles[0]).toHaveAttribute('aria-current', 'true');
    await expect(titles[0]).toHaveTextContent(/^01/);
    const last = titles.at(-1) as HTMLElement;
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-current', 'true');
    const title = last.textContent?.replace(/^\d+/, '') ?? '';
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(title);
  },
};

/** Ten titles a page, numbered over the whole list; the next page shows its first notice. */
export const Paging: Story = {
  parameters: { sandbox: answerOnce(path, { player: notices }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Announcement list' }, wait);
    await expect(within(list).getAllByRole('button')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    await expect(within(list).getAllByRole('button')[0]).toHaveTextContent('11Agent notice 11');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Agent notice 11');
    await expect(canvas.getByText('Details of agent notice 11.')).toBeVisible();
  },
};

/** No announcements: said plainly. */
export const Empty: Story = {
  parameters: { sandbox: answerOnce(path, { player: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'There are no announcements yet.' }, wait)).toBeVisible();
  },
};

/** While the announcements load, their place is held. */
export const Loading: Story = {
  parameters: { sandbox: stall(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('Loading…');
  },
};

/** The announcements could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = {
  parameters: { sandbox: dropEveryTry(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Announcement list' }, wait)).toBeVisible();
  },
};

/** On a 360 px phone the chosen notice stands under the list, nothing wider than the screen. */
export const Phone: Story = {
  ...phoneViewport,
  parameters: { ...phoneViewport.parameters, sandbox: answerOnce(path, { player: notices }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Agent notice 2$/ }, wait));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Agent notice 2');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
