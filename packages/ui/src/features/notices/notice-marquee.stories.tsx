import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { dialogChunk } from '../../testing/on-demand-story';
import { NoticeMarquee } from './notice-marquee';

const meta = {
  title: 'Screens/Notices/Notice marquee',
  component: NoticeMarquee,
  decorators: [
    (Story) => (
      <div className="bg-surface-1 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor first sees it under the header: the latest notices' titles in a row, none opened. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      'region',
      { name: 'Latest announcements' },
      { timeout: 30_000 },
    );
    const titles = within(region)
      .getAllByRole('button')
      .filter((button) => !button.getAttribute('aria-label'));
    await expect(titles.length).toBeGreaterThan(0);
    await expect(titles[0]).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

// SPEC §2: the sandbox's notice titles scroll; hovering holds them; a title opens the notice popup at it.
export const OpensTheNoticePopup: Story = {
  // About what moves: played in full motion (the story runner plays others under reduced motion).
  parameters: { motion: 'full' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      'region',
      { name: 'Latest announcements' },
      { timeout: 30_000 },
    );
    await expect(region).toHaveAttribute('data-state', 'running');
    const titles = within(region)
      .getAllByRole('button')
      .filter((button) => !button.getAttribute('aria-label'));
    await userEvent.hover(titles[1]!);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'));
    const title = titles[1]!.textContent ?? '';
    await userEvent.click(titles[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' }, dialogChunk);
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(title);
    await expect(within(dialog).getByRole('button', { name: /^02/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(titles[1]).toHaveFocus());
  },
};

// WCAG 2.2.2: moving content has a pause button; focus inside holds it too.
export const PauseAndFocus: Story = {
  // About what moves: played in full motion (the story runner plays others under reduced motion).
  parameters: { motion: 'full' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole(
      'region',
      { name: 'Latest announcements' },
      { timeout: 30_000 },
    );
    const pause = within(region).getByRole('button', { name: 'Pause announcements' });
    await userEvent.click(pause);
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expect(within(region).getByRole('button', { name: 'Play announcements' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Play announcements' }));
    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'running'));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const titles = within(region)
      .getAllByRole('button')
      .filter((button) => !button.getAttribute('aria-label'));
    await expect(titles[0]).toHaveFocus();
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'));
    // The titles are one tab stop: the next Tab reaches the pause button, the arrow keys the other titles.
    await userEvent.keyboard('{ArrowRight}');
    await expect(titles[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(titles.at(-1)).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Pause announcements' })).toHaveFocus();
  },
};

const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

// A read that keeps failing (or answers malformed) shows the catalogue message and a retry in the row,
// and the titles come back with the next good answer.
export const FailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext(ANNOUNCEMENTS_PATH, { status: 500 });
      await controls.failNext(ANNOUNCEMENTS_PATH, { network: true });
      await controls.failNext(ANNOUNCEMENTS_PATH, { body: { success: true, value: { player: 'not a list' } } });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(problem).toHaveTextContent('An unknown error occurred. Please try again later.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('region', { name: 'Latest announcements' }, { timeout: 30_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
