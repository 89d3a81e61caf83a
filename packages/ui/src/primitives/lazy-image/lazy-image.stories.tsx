import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LazyImage } from './lazy-image';
import { forgetLoadedImages } from './loaded-images';

const ART = '/sandbox-assets/games/PG/PG_0001.png';

const meta = {
  title: 'Primitives/Lazy image',
  component: LazyImage,
  args: { src: ART, alt: 'Fortune Tiger', className: 'aspect-[4/3] w-60 rounded-md' },
  beforeEach: () => forgetLoadedImages(),
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the box holds its size, then the art fades in. */
export const Loads: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="lazy-image"]') as HTMLElement;
    const height = box.getBoundingClientRect().height;
    await expect(height).toBeGreaterThan(100);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'loaded'), { timeout: 30_000 });
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Fortune Tiger' })).toBeVisible());
    await expect(box.getBoundingClientRect().height).toBe(height);
  },
};

/**
 * SPEC §9: far below the viewport nothing is fetched; it loads once scrolled near. Until then its placeholder stands
 * still (played with full motion, so a pulse would show): only an image being fetched pulses.
 */
export const WaitsForTheViewport: Story = {
  parameters: { motion: 'full' },
  render: (args) => (
    <div>
      <div style={{ height: '300vh' }} />
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="lazy-image"]') as HTMLElement;
    // Intersection observers report in the frame's rendering steps: two frames on, the image was told where it is.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(box).toHaveAttribute('data-state', 'waiting');
    await expect(box.querySelector('img')).toBeNull();
    await expect(box.getAnimations({ subtree: true })).toEqual([]);
    box.scrollIntoView();
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'loaded'), { timeout: 30_000 });
    window.scrollTo(0, 0);
  },
};

/** The page's first, largest image does not wait to come near: it is fetched at once, ahead of the rest. */
export const PriorityLoadsAtOnce: Story = {
  args: { priority: true },
  render: (args) => (
    <div>
      <div style={{ height: '300vh' }} />
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="lazy-image"]') as HTMLElement;
    await expect(box.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'loaded'), { timeout: 30_000 });
    await expect(window.scrollY).toBe(0);
  },
};

/** SPEC §9: an address that keeps failing is retried, then the fallback art stands in the same box. */
export const FallsBackToArt: Story = {
  args: {
    src: '/sandbox-assets/missing/none.png',
    fallbackSrc: '/sandbox-assets/missing/also-none.png',
    retries: 1,
    fallback: <span className="grid size-full place-items-center bg-surface-2 text-text-muted">FT</span>,
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-slot="lazy-image"]') as HTMLElement;
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'failed'), { timeout: 30_000 });
    await expect(within(box).getByText('FT')).toBeVisible();
    await expect(within(box).getByText('Fortune Tiger')).toHaveClass('sr-only');
  },
};
