import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { StoryRoute } from '../../testing/story-route';
import { PromotionDetail } from './promotion-detail';
import { PromotionsPage } from './promotions-page';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

const meta = {
  title: 'Screens/Promotions/Promotions page',
  component: PromotionsPage,
  // The site's routing in small: the list at /promotions, a card's link to /promoDetail#<id> shows the detail.
  render: (args) => (
    <StoryRoute start="/promotions">
      {(url) =>
        url.pathname === '/promoDetail' ? (
          <PromotionDetail promotionId={decodeURIComponent(url.hash.slice(1)) || null} />
        ) : (
          <PromotionsPage {...args} />
        )
      }
    </StoryRoute>
  ),
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const promotionList = (canvasElement: HTMLElement, category = 'All') =>
  within(canvasElement).findByRole('list', { name: `Promotions: ${category}` }, { timeout: 30_000 });

/** While the promotions are on their way: skeleton cards in the grid's shape, and a status for screen readers. */
export const Loading: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(ANNOUNCEMENTS, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading promotions…');
    await expect(canvasElement.querySelectorAll('[data-slot="promotion-card-skeleton"]').length).toBeGreaterThan(3);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  },
};

/** Honest and empty: no promotions running, and when to look again. */
export const Empty: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(ANNOUNCEMENTS, {
        body: { success: true, value: { player: [], banners: [], popup: [], promotion: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No promotions right now' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** SPEC §8: a read that keeps failing shows the catalogue's message where the cards would be; Try again loads them. */
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
    const list = await promotionList(canvasElement);
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * PLATFORM-FACTS §6.12: category tabs in the platform's order, a missing or unknown category under "Other", each
 * card with its image box, title and `YYYY-MM-DD HH:mm:ss` dates; the page sets its title and description.
 */
export const CategoryTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await promotionList(canvasElement);
    const cards = within(all).getAllByRole('link');
    await expect(cards).toHaveLength(11);
    await expect(cards[0]).toHaveAttribute('href', '/promoDetail#8000');
    await expect(cards[0]).toHaveTextContent('Slots week: bet 500, win 50');
    await expect(cards[0]).toHaveTextContent(DATE_TIME);
    await expect(cards[0]?.querySelector('[data-slot="lazy-image"]')).not.toBeNull();

    const tabs = canvas.getByRole('tablist', { name: 'Promotion categories' });
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    await expect(names).toEqual([
      'All',
      'Slots',
      'Live casino',
      'Poker',
      'Sports',
      'Fishing',
      'Rebate',
      'Deposit bonus',
      'VIP rank rules',
      'New players',
      'Other',
    ]);
    await expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Other' }));
    const other = await promotionList(canvasElement, 'Other');
    const titles = within(other)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(['Lucky raffle', 'Spring festival']);
    // Keyboard: the arrow keys move between tabs, as a tab list does.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(tabs).getByRole('tab', { name: 'New players' })).toHaveAttribute('aria-selected', 'true');
    await expect(await promotionList(canvasElement, 'New players')).toHaveTextContent('Welcome bonus for new players');

    await expect(document.title).toBe('Promotions');
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Bonuses, cashback, missions and events you can take part in now.',
    );
  },
};

/** A card opens its promotion by hash (`/promoDetail#<id>`), showing its HTML; the back link returns to the list. */
export const OpensDetailByHash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await promotionList(canvasElement);
    await userEvent.click(within(list).getByRole('link', { name: /Live casino marathon/ }));
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/promoDetail#8001');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Live casino marathon' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(canvas.getByText('Reach 100,000 valid bets at live tables.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Live casino marathon'));

    await userEvent.click(canvas.getByRole('link', { name: 'Back to promotions' }));
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/promotions');
    await expect(await promotionList(canvasElement)).toBeVisible();
  },
};
