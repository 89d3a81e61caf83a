import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Marquee } from './marquee';

const choose = fn();

const meta = {
  title: 'Primitives/Marquee',
  component: Marquee,
  args: {
    label: 'Latest announcements',
    pauseLabel: 'Pause announcements',
    playLabel: 'Play announcements',
    items: ['Weekend bonus', 'New slots from PG Soft', 'Maintenance on Sunday'].map((title) => (
      <button key={title} type="button" onClick={() => choose(title)} className="text-sm text-text-muted">
        {title}
      </button>
    )),
  },
  decorators: [
    (Story) => (
      <div className="bg-surface-1 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a page first shows it (here with reduced motion, as the screenshots are taken): the row of announcements. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Latest announcements' });
    await expect(within(region).getByRole('button', { name: 'Weekend bonus' })).toBeVisible();
    await expect(within(region).getAllByRole('button', { name: 'Weekend bonus' })).toHaveLength(1);
  },
};

// The copy that makes the loop seamless is hidden from assistive tech and cannot be reached.
export const HoverHoldsItAndTheButtonPausesIt: Story = {
  // About what moves: played in full motion (the story runner plays others under reduced motion).
  parameters: { motion: 'full' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Latest announcements' });
    await expect(within(region).getAllByRole('button', { name: 'Weekend bonus' })).toHaveLength(1);
    await expect(region).toHaveAttribute('data-state', 'running');
    await userEvent.hover(within(region).getByRole('button', { name: 'Weekend bonus' }));
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'));
    await userEvent.click(within(region).getByRole('button', { name: 'Weekend bonus' }));
    await expect(choose).toHaveBeenCalledWith('Weekend bonus');
    await userEvent.unhover(region);
    await userEvent.click(within(region).getByRole('button', { name: 'Pause announcements' }));
    await expect(region).toHaveAttribute('data-state', 'paused');
  },
};

// One tab stop for the whole row (the WAI-ARIA toolbar pattern): Tab enters at a title and leaves for the pause
// button; the arrow keys move between titles, Home and End go to the ends, Enter opens the one reached; coming back,
// Tab lands on the title last reached.
export const OneTabStopArrowKeysMove: Story = {
  parameters: { motion: 'full' },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-2 bg-surface-1 p-4">
        {/* Tab stops around the row: the story's, not the marquee's words. */}
        <button type="button" translate="no">
          Before
        </button>
        <Story />
        <button type="button" translate="no">
          After
        </button>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Latest announcements' });
    const title = (name: string) => within(region).getByRole('button', { name });
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(title('Weekend bonus')).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Pause announcements' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(title('Weekend bonus')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(title('New slots from PG Soft')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(title('Maintenance on Sunday')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(title('Weekend bonus')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(title('Maintenance on Sunday')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(choose).toHaveBeenLastCalledWith('Maintenance on Sunday');
    // While a title has focus the row holds still, so the title stays where the reader is.
    await expect(region).toHaveAttribute('data-state', 'paused');

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    await expect(title('Maintenance on Sunday')).toHaveFocus();
  },
};
