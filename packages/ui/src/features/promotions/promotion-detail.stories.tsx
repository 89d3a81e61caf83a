import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { dialogChunk } from '../../testing/on-demand-story';
import { SignedInStory } from '../../testing/signed-in-story';
import { StoryRoute } from '../../testing/story-route';
import { PromotionDetail } from './promotion-detail';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

const meta = {
  title: 'Screens/Promotions/Promotion detail',
  component: PromotionDetail,
  args: { promotionId: '8004' },
  render: (args) => (
    <StoryRoute start={`/promoDetail#${args.promotionId}`}>{() => <PromotionDetail {...args} />}</StoryRoute>
  ),
} satisfies Meta<typeof PromotionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const memberRender: Story['render'] = (args) => (
  <StoryRoute start={`/promoDetail#${args.promotionId}`}>
    {() => (
      <SignedInStory>
        <PromotionDetail {...args} />
      </SignedInStory>
    )}
  </StoryRoute>
);

const takePart = () => screen.findByRole('region', { name: 'Take part' }, { timeout: 30_000 });

/** The promotion's HTML through the one sanitiser (its script and handler are gone), with its dates and a way back. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Weekly rebate 0.5%' })).toBeVisible();
    // No end date: it runs from its start, shown YYYY-MM-DD HH:mm:ss (PLATFORM-FACTS §6.12).
    await expect(canvasElement.querySelector('[data-slot="promotion-period"]')).toHaveTextContent(
      /^Promotion period: From \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}( GMT[+-]\d+)?$/,
    );
    await expect(canvas.getByText('Rebate')).toBeVisible();
    const html = canvasElement.querySelector('[data-slot="safe-html"]') as HTMLElement;
    await expect(within(html).getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(within(html).getByRole('link', { name: 'Full terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(html.querySelector('script')).toBeNull();
    await expect(html.querySelector('[onerror]')).toBeNull();
    await expect((window as { __lobbykitXss?: boolean }).__lobbykitXss).toBeUndefined();
    // A promotion that runs no activity offers no action.
    await expect(canvas.queryByRole('region', { name: 'Take part' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to promotions' })).toHaveAttribute('href', '/promotions');
    await waitFor(() => expect(document.title).toBe('Weekly rebate 0.5%'));
  },
};

/** While the promotions load: the detail's shape, and a status for screen readers. */
export const Loading: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(ANNOUNCEMENTS, { stall: true })) satisfies SandboxSetup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading promotions…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to promotions' })).toBeVisible();
  },
};

/** SPEC §8: a failed read says why where the promotion would be; Try again shows it. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext(ANNOUNCEMENTS, { status: 500 });
      await controls.failNext(ANNOUNCEMENTS, { network: true });
      await controls.failNext(ANNOUNCEMENTS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Weekly rebate 0.5%' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An id the platform does not list: a clear "not available" and the way to the promotions running now. */
export const NotFound: Story = {
  args: { promotionId: '12345' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This promotion is not available' }),
    ).toBeVisible();
    const back = canvas.getAllByRole('link', { name: 'Back to promotions' });
    await userEvent.click(back[back.length - 1] as HTMLElement);
    await expect(canvas.getByTestId('address')).toHaveAttribute('data-address', '/promotions');
  },
};

/** SPEC §4: a visitor's Join on an activity promotion opens the login dialog; nothing is sent. */
export const VisitorJoinAsksToLogIn: Story = {
  args: { promotionId: '8006' },
  play: async () => {
    const region = await takePart();
    await expect(region).toHaveTextContent('Log in to join this promotion and claim its reward.');
    await userEvent.click(within(region).getByRole('button', { name: 'Join' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
  },
};

/** A member joins the activity the promotion runs; their status moves on from Join. */
export const MemberJoins: Story = {
  args: { promotionId: '8006' },
  render: memberRender,
  play: async () => {
    const region = await takePart();
    await waitFor(() => expect(region).toHaveTextContent('Your status: Join'), { timeout: 30_000 });
    await userEvent.click(within(region).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent('You have joined. Good luck!'));
    await waitFor(() => expect(region).toHaveTextContent('Your status: In process'));
    await expect(within(region).queryByRole('button', { name: 'Join' })).toBeNull();
  },
};

/** A member claims a reached mission's reward once, even with a double click; it is paid into the wallet. */
export const MemberClaims: Story = {
  args: { promotionId: '8000' },
  render: memberRender,
  play: async () => {
    const region = await takePart();
    const claim = await within(region).findByRole('button', { name: 'Claim' }, { timeout: 30_000 });
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(claim);
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(/^Claimed: 50\.00/));
    const claims = requests.mock.calls.filter(([input]) => String(input).includes('MCSFE_claimActivity'));
    requests.mockRestore();
    await expect(claims).toHaveLength(1);
    await waitFor(() => expect(region).toHaveTextContent('Your status: Claimed'));
  },
};

/** A raffle's Draw draws the prize (MCS2_claimRafflePromotion) and says what was won. */
export const MemberDrawsRaffle: Story = {
  args: { promotionId: '8007' },
  render: memberRender,
  play: async () => {
    const region = await takePart();
    await userEvent.click(await within(region).findByRole('button', { name: 'Draw' }, { timeout: 30_000 }));
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(/^Claimed: [\d,]+\.\d{2}/));
    await waitFor(() => expect(region).toHaveTextContent('Your status: Claimed'));
  },
};

/** An activity already claimed and under review only says where the member stands. */
export const MemberUnderReview: Story = {
  args: { promotionId: '8003' },
  render: memberRender,
  play: async () => {
    const region = await takePart();
    await waitFor(() => expect(region).toHaveTextContent('Your status: Applying'), { timeout: 30_000 });
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};
