import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { RewardCentrePage } from './reward-centre-page';

const meta = {
  title: 'Screens/Member centre/Reward centre',
  component: RewardCentrePage,
  args: { openPage: fn() },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl p-4">
        <SignedInStory>
          <Story />
        </SignedInStory>
      </main>
    ),
  ],
} satisfies Meta<typeof RewardCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };
const card = (name: string) => screen.getByRole('article', { name });

// SPEC §4: every activity state shows, each with only the action it offers; what can be acted on comes first.
export const ActivitiesByState: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Fishing challenge' }, slow);
    const states = page.getAllByRole('article').map((article) => article.getAttribute('data-state'));
    await expect(new Set(states)).toEqual(
      new Set([
        'Join',
        'Claim',
        'Applying',
        'Close',
        'Rejected',
        'Issued',
        'Claimed',
        'Process',
        'Joined',
        'coming soon',
      ]),
    );
    await expect(states.slice(0, 2).every((state) => state === 'Join' || state === 'Claim')).toBe(true);
    await expect(within(card('Fishing challenge')).getByRole('button', { name: 'Join' })).toBeVisible();
    await expect(within(card('Lucky raffle')).getByRole('button', { name: 'Draw' })).toBeVisible();
    await expect(within(card('Sports weekend')).queryByRole('button')).toBeNull();
    await expect(within(card('Sports weekend')).getByText('Claimed')).toBeVisible();
    await expect(within(card('Last month mission')).getByText('Closed')).toBeVisible();
  },
};

export const JoinThenClaim: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Fishing challenge' }, slow);
    await userEvent.click(within(card('Fishing challenge')).getByRole('button', { name: 'Join' }));
    await expect(await page.findByRole('status')).toHaveTextContent('You have joined Fishing challenge. Good luck!');
    await waitFor(() => expect(card('Fishing challenge')).toHaveAttribute('data-state', 'Process'));
    // A mission to join counts the bets placed from joining on: none yet.
    const progress = within(card('Fishing challenge')).getByRole('progressbar');
    await expect(Number(progress.getAttribute('aria-valuenow'))).toBe(0);

    await userEvent.click(within(card('Slots week')).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent('50.00 VND has been added to your main wallet.'),
    );
    await waitFor(() => expect(card('Slots week')).toHaveAttribute('data-state', 'Claimed'));
    await expect(within(card('Slots week')).queryByRole('button')).toBeNull();
  },
};

// SPEC §5: a reviewed activity's claim may carry a comment for the reviewer, at most 140 characters.
export const ClaimWithAComment: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Weekly cashback' }, slow);
    const cashback = within(card('Weekly cashback'));
    const comment = cashback.getByRole('textbox', { name: /Comment for the reviewer/ });
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    await userEvent.click(cashback.getByRole('button', { name: 'Claim' }));
    await expect(comment).toHaveAccessibleDescription(/The comment can be at most 140 characters/);
    const refused = requests.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('MCSFE_claimActivity'),
    );
    requests.mockRestore();
    await expect(refused).toHaveLength(0);

    await userEvent.clear(comment);
    await userEvent.type(comment, 'Deposited twice on Monday');
    await expect(cashback.getByText('25/140')).toBeVisible();
    await userEvent.click(cashback.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent('Your claim for Weekly cashback is being reviewed.'),
    );
    await waitFor(() => expect(card('Weekly cashback')).toHaveAttribute('data-state', 'Applying'));
  },
};

// Draw brings the red envelope still sealed: nothing is drawn until the player opens it.
export const RedEnvelopeSealed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Lucky raffle' }, slow);
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.click(within(card('Lucky raffle')).getByRole('button', { name: 'Draw' }));
    const envelope = await screen.findByRole('dialog', { name: 'Red envelope' });
    await expect(within(envelope).getByRole('button', { name: 'Open' })).toBeEnabled();
    await expect(envelope.querySelector('[data-slot="red-envelope-art"]')).toHaveAttribute('data-state', 'closed');
    const draws = requests.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('MCS2_claimRafflePromotion'),
    );
    requests.mockRestore();
    await expect(draws).toHaveLength(0);
  },
};

// The raffle's prize is drawn at claim (MCS2_claimRafflePromotion): Draw brings the red envelope, opening it draws.
export const RedEnvelope: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Lucky raffle' }, slow);
    await userEvent.click(within(card('Lucky raffle')).getByRole('button', { name: 'Draw' }));
    const envelope = await screen.findByRole('dialog', { name: 'Red envelope' });
    await expect(within(envelope).getByRole('status')).toHaveTextContent(
      'Lucky raffle has a red envelope for you. Open it to see your prize.',
    );
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(within(envelope).getByRole('button', { name: 'Open' }));
    const won = await screen.findByRole('dialog', { name: 'Congratulations!' });
    const draws = requests.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('MCS2_claimRafflePromotion'),
    );
    requests.mockRestore();
    await expect(draws).toHaveLength(1);
    await expect(within(won).getByRole('status')).toHaveTextContent(/You won [\d,.]+ VND in Lucky raffle/);
    // Behind the open dialog the page is hidden from assistive tech, yet the card has moved on already.
    const behind = screen.getByRole('article', { name: 'Lucky raffle', hidden: true });
    await waitFor(() => expect(behind).toHaveAttribute('data-state', 'Claimed'));
  },
};

export const DrawTheRaffle: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Lucky raffle' }, slow);
    await userEvent.click(within(card('Lucky raffle')).getByRole('button', { name: 'Draw' }));
    const envelope = await screen.findByRole('dialog', { name: 'Red envelope' });
    await userEvent.click(within(envelope).getByRole('button', { name: 'Open' }));
    const won = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await expect(won).toHaveTextContent(/You won [\d,.]+ VND in Lucky raffle/);
    await userEvent.click(within(won).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card('Lucky raffle')).toHaveAttribute('data-state', 'Claimed'));
  },
};

// A dropped connection while opening says so in the envelope; Open again draws once (the same intent's key).
export const RedEnvelopeOpenFails: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.failNext('/wps/relay/MCS2_claimRafflePromotion', { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Lucky raffle' }, slow);
    await userEvent.click(within(card('Lucky raffle')).getByRole('button', { name: 'Draw' }));
    const envelope = await screen.findByRole('dialog', { name: 'Red envelope' });
    await userEvent.click(within(envelope).getByRole('button', { name: 'Open' }));
    await expect(await within(envelope).findByRole('alert')).toHaveTextContent(/network/i);
    await userEvent.click(within(envelope).getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent(/You won/);
  },
};

export const LoadFailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext('/wps/relay/MCSFE_getRewardCenter', { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const problem = await page.findByRole('alert', {}, slow);
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('article', { name: 'Fishing challenge' }, slow)).toBeVisible();
  },
};
