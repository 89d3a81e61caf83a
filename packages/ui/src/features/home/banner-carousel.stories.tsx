import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type CarouselBanner } from './banner-carousel';

const banner = (index: number, title: string): CarouselBanner => {
  const url = `/sandbox-assets/banner/w_home-${index}.svg`;
  return { id: String(index), image: { src: url, fallbackSrc: url }, href: null, title };
};

const meta = {
  title: 'Screens/Home/Banner carousel',
  component: BannerCarousel,
  args: {
    banners: [banner(0, 'Welcome bonus 100%'), banner(1, 'Weekend cashback 10%'), banner(2, 'Live casino nights')],
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-[1200px] p-3 sm:p-5">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Featured' });
const liveOf = (region: HTMLElement) => region.querySelector('[aria-live]') as HTMLElement;

/**
 * It moves on its own (screen readers are not told of every move); a pointer over it or focus in it stops that;
 * arrow keys move it and its dots say which banner shows; the pause button stops it for good.
 */
export const KeyboardHoverAndPause: Story = {
  // About what moves: played in full motion (the story runner plays others under reduced motion).
  parameters: { motion: 'full' },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    const live = liveOf(region);
    await expect(live).toHaveAttribute('aria-live', 'off');

    await userEvent.hover(region);
    await waitFor(() => expect(live).toHaveAttribute('aria-live', 'polite'));
    await userEvent.unhover(region);
    await waitFor(() => expect(live).toHaveAttribute('aria-live', 'off'));

    const [first, second, third] = within(region).getAllByRole('button', { name: /^Show banner/ }) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(first).toHaveAttribute('aria-current', 'true');
    first.focus();
    await waitFor(() => expect(live).toHaveAttribute('aria-live', 'polite'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    await expect(within(region).getByRole('group', { name: 'Banner 2 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));

    await userEvent.click(within(region).getByRole('button', { name: 'Pause the banners' }));
    await expect(within(region).getByRole('button', { name: 'Play the banners' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(region);
    await waitFor(() => expect(live).toHaveAttribute('aria-live', 'polite'));
  },
};

/** One banner stands still: no dots, no arrows, no pause button, nothing moving on its own. */
export const SingleBanner: Story = {
  args: { banners: [banner(0, 'Welcome bonus 100%')] },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(within(region).getByRole('group', { name: 'Banner 1 of 1' })).toBeVisible();
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await expect(liveOf(region)).toHaveAttribute('aria-live', 'polite');
  },
};

/**
 * A banner that links somewhere is a named link from the first frame, while its image still loads or when it never
 * does: by its title, or by its place when it has none.
 */
export const LinkedBannersAreNamed: Story = {
  args: {
    banners: [
      { ...banner(0, 'Welcome bonus 100%'), href: '/promotions' },
      { ...banner(1, ''), image: { src: '/sandbox-assets/none.png', fallbackSrc: '' }, href: '/promotions' },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = regionOf(canvasElement);
    await expect(within(region).getByRole('link', { name: 'Welcome bonus 100%' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Show banner 2 of 2' }));
    await waitFor(() => expect(within(region).getByRole('link', { name: 'Banner 2 of 2' })).toBeVisible());
  },
};
