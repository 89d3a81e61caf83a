import { useT } from '@lobbykit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonBadge, type ComingSoonBadgeProps } from './coming-soon-badge';

/** The badge as pages use it: beside the words that say it, here the heading of an empty pane. */
function BadgeBesideItsWords({ size }: ComingSoonBadgeProps) {
  const t = useT();
  return (
    <h2 className="flex items-center gap-3 font-semibold text-focus">
      <ComingSoonBadge size={size} />
      {t('coming_soon')}
    </h2>
  );
}

const meta = {
  title: 'Primitives/Coming soon badge',
  component: BadgeBesideItsWords,
  parameters: { layout: 'padded' },
  args: { size: 'default' },
} satisfies Meta<typeof BadgeBesideItsWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The round badge's outer edge: the clock drawing's parent. */
const badgeIn = (heading: HTMLElement) => heading.querySelector('svg')?.parentElement ?? null;

/**
 * Inside a centre's pane: a clock in a 48 px round badge. It is decoration, so the heading is read as its words
 * alone and no picture is announced.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Coming soon' });
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badgeIn(heading)).toBeVisible();
    await expect(badgeIn(heading)?.getBoundingClientRect().width).toBe(48);
  },
};

/** At the head of a page of its own: the same badge at 56 px, still silent. */
export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Coming soon' });
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(badgeIn(heading)?.getBoundingClientRect().width).toBe(56);
  },
};
