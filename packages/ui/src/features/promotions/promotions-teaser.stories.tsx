import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { StoryRoute } from '../../testing/story-route';
import { PromotionDetail } from './promotion-detail';
import { PromotionsTeaser } from './promotions-teaser';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

const meta = {
  title: 'Screens/Promotions/Promotions teaser',
  component: PromotionsTeaser,
  // Home with the teaser on it; a card's link shows the promotion's detail, as the site routes /promoDetail#<id>.
  render: (args) => (
    <StoryRoute start="/">
      {(url) =>
        url.pathname === '/promoDetail' ? (
          <PromotionDetail promotionId={decodeURIComponent(url.hash.slice(1)) || null} />
        ) : (
          <div className="mx-auto max-w-[1680px] px-3 py-4 sm:px-5">
            <h1 translate="no" className="mb-4 font-bold text-2xl">
              Home
            </h1>
            <PromotionsTeaser {...args} />
          </div>
        )
      }
    </StoryRoute>
  ),
} satisfies Meta<typeof PromotionsTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

const teaserList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Latest promotions' }, { timeout: 30_000 });

/** The newest four promotions link to their detail by hash; "View all" goes to /promotions. */
export const OpensAPromotionFromHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await teaserList(canvasElement);
    const cards = within(list).getAllByRole('link');
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/promoDetail#8000',
      '/promoDetail#8001',
      '/promoDetail#8002',
      '/promoDetail#8003',
    ]);
    await expect(canvas.getByRole('link', { name: 'View all promotions' })).toHaveAttribute('href', '/promotions');

    await userEvent.click(cards[0] as HTMLElement);
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/promoDetail#8000');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Slots week: bet 500, win 50' })).toBeVisible();
    await expect(canvas.getByText('Bet 500 on any slot game this week.')).toBeVisible();
  },
};

/** While loading, the row keeps its place with skeleton cards. */
export const Loading: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(ANNOUNCEMENTS, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading promotions…');
    await expect(canvasElement.querySelectorAll('[data-slot="promotion-card-skeleton"]')).toHaveLength(4);
  },
};

/** A failed read says so in the row, with a retry that brings the cards. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(ANNOUNCEMENTS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(within(await teaserList(canvasElement)).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** With no promotions at all, home shows no empty promotions section. */
export const NoPromotions: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(ANNOUNCEMENTS, {
        body: { success: true, value: { player: [], banners: [], popup: [], promotion: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The row holds its place while loading, then leaves once the platform answers with none.
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="promotions-teaser"]')).toBeNull());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
