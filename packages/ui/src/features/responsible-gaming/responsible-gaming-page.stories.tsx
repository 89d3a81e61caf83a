import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { JurisdictionProvider, type JurisdictionSetting } from '../../platform/responsible-gaming/jurisdiction';
import { PlaySessionProvider } from '../../platform/responsible-gaming/play-session';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { ResponsibleGamingPage } from './responsible-gaming-page';

function Signed({ jurisdiction, children }: { jurisdiction?: JurisdictionSetting; children: ReactNode }) {
  return (
    <JurisdictionProvider jurisdiction={jurisdiction}>
      <AuthStoryHarness>
        <SignedInStory>
          <PlaySessionProvider>
            <div className="mx-auto max-w-5xl p-4">{children}</div>
          </PlaySessionProvider>
        </SignedInStory>
      </AuthStoryHarness>
    </JurisdictionProvider>
  );
}

const meta = {
  title: 'Screens/Member centre/Responsible gaming',
  component: ResponsibleGamingPage,
  args: { openPage: fn() },
  render: (args, { parameters }) => (
    <Signed jurisdiction={parameters.jurisdiction as JurisdictionSetting | undefined}>
      <ResponsibleGamingPage {...args} />
    </Signed>
  ),
} satisfies Meta<typeof ResponsibleGamingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging a seeded account in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };
const limitGroup = (canvas: HTMLElement, name: string) =>
  within(canvas)
    .findByRole('region', { name }, slow)
    .then((group) => within(group));

/** Sets the daily deposit limit through the editor: type, check, confirm. */
async function setDailyDeposit(canvasElement: HTMLElement, amount: string, button: RegExp) {
  const deposit = await limitGroup(canvasElement, 'Deposit limit');
  await userEvent.click(deposit.getByRole('button', { name: button }));
  const field = deposit.getByRole('textbox', { name: 'New limit' });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(deposit.getByRole('button', { name: /^(Set limit|Change)$/ }));
  return deposit;
}

/**
 * The page as a player first sees it: no limits yet (each with a way to set one), the reality check's intervals of
 * the default profile with Off, the time-out and self-exclusion terms, and the statement of the last 30 days.
 */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const deposit = await limitGroup(canvasElement, 'Deposit limit');
    await expect(deposit.getAllByText('No limit')).toHaveLength(3);
    await expect(page.getAllByRole('button', { name: /^Set limit: / })).toHaveLength(10);
    const interval = page.getByRole('group', { name: 'Remind me' });
    await expect(
      within(interval)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Off', 'Every 15 minutes', 'Every 30 minutes', 'Every 60 minutes']);
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await page.findByText(/Over this period|No deposits, withdrawals or bets/, {}, slow)).toBeVisible();
  },
};

export const AtRestOnAPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await limitGroup(canvasElement, 'Deposit limit');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A first limit applies at once: checked, confirmed, then shown in force with its meter at nothing used. */
export const LimitSet: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const deposit = await setDailyDeposit(canvasElement, '500', /^Set limit: Deposit limit, Per day/);
    await expect(page.getByText('It applies at once.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(await page.findByText('Your new limit applies now.', {}, slow)).toBeVisible();
    const meter = await deposit.findByRole('meter', { name: 'Deposit limit, Per day' });
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0\.00 .* of 500\.00 .* used$/));
    await expect(deposit.getByText('Active')).toHaveAttribute('data-tone', 'success');
    await expect(deposit.getByRole('button', { name: 'Change: Deposit limit, Per day' })).toBeVisible();
  },
};

/** Not a sum: the editor refuses it where it was typed, and nothing is sent. */
export const LimitRefusedAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const deposit = await setDailyDeposit(canvasElement, 'lots', /^Set limit: Deposit limit, Per day/);
    await expect(deposit.getByRole('textbox', { name: 'New limit' })).toHaveAccessibleDescription(
      'Please enter a valid amount',
    );
    await expect(deposit.getByRole('textbox', { name: 'New limit' })).toHaveValue('lots');
  },
};

/**
 * A raise waits 24 hours: the confirmation says when it applies, the row then shows it pending with that time, and
 * Cancel change drops it, leaving the lower limit in force.
 */
export const PendingIncreaseAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await setDailyDeposit(canvasElement, '100', /^Set limit: Deposit limit, Per day/);
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(await page.findByText('Your new limit applies now.', {}, slow)).toBeVisible();

    const deposit = await setDailyDeposit(canvasElement, '500', /^Change: Deposit limit, Per day/);
    await expect(page.getByText(/^A higher limit, or none, waits 24 hours: it applies on /)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(
      await page.findByText(/^Your change applies on .* You can cancel it until then\.$/, {}, slow),
    ).toBeVisible();
    await expect(await deposit.findByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(deposit.getByText(/^Becomes 500\.00 .* on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();

    await userEvent.click(deposit.getByRole('button', { name: 'Cancel change: Deposit limit, Per day' }));
    await expect(await page.findByText('The change is cancelled: your limit stays as it is.', {}, slow)).toBeVisible();
    await waitFor(() => expect(deposit.queryByText('Pending')).toBeNull());
    await expect(deposit.getByRole('meter', { name: 'Deposit limit, Per day' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/of 100\.00 .* used$/),
    );
  },
};

/**
 * Self-exclusion asks first, naming what follows (no login until a date, the balance can still be withdrawn,
 * marketing stops, no early lifting); confirmed, the page says until when and offers the withdrawal.
 */
export const ExclusionConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const exclusion = await limitGroup(canvasElement, 'Self-exclusion');
    await userEvent.click(exclusion.getByRole('radio', { name: '1 year' }));
    await userEvent.click(exclusion.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude for 1 year?' });
    const consequences = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(consequences).toEqual([
      expect.stringMatching(/^You cannot log in, deposit or play until \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+7\.$/),
      'You can still withdraw your balance.',
      'Promotions and marketing pop-ups stop.',
      'It cannot be lifted early, by you or by us.',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude me' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(await page.findByText(/^Your account is self-excluded until /, {}, slow)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Self-exclude' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Withdraw my balance' }));
    await expect(args.openPage).toHaveBeenCalledWith('withdraw');
  },
};

/** Cancel leaves everything as it was: no time-out starts. */
export const TimeOutCancelled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const breaks = await limitGroup(canvasElement, 'Take a break');
    await userEvent.click(breaks.getByRole('radio', { name: '7 days' }));
    await userEvent.click(breaks.getByRole('button', { name: 'Start time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break for 7 days?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('button', { name: 'Start time-out' })).toBeVisible();
  },
};

/**
 * Under a profile whose reality check is mandatory (modelled on the Philippines'), Off is not offered and the page
 * says why; the self-exclusion terms are the profile's.
 */
export const MandatoryRealityCheck: Story = {
  parameters: { jurisdiction: 'ph' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const exclusion = await limitGroup(canvasElement, 'Self-exclusion');
    await expect(exclusion.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '6 months',
      '1 year',
      '5 years',
    ]);
    await expect(page.getByText('Your jurisdiction requires a reality check.')).toBeVisible();
    const interval = page.getByRole('group', { name: 'Remind me' });
    await expect(within(interval).queryByRole('radio', { name: 'Off' })).toBeNull();
    await userEvent.click(within(interval).getByRole('radio', { name: 'Every 30 minutes' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Saved.', {}, slow)).toBeVisible();
    await expect(within(interval).getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
  },
};
