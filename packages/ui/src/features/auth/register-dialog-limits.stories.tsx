import { getPlayerProtection, setLimit } from '@lobbykit/api-client';
import { JURISDICTION_PROFILES, type JurisdictionProfile } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useCallQuery } from '../../platform/call-hooks';
import { JurisdictionProvider, type JurisdictionSetting } from '../../platform/responsible-gaming/jurisdiction';
import {
  declare,
  dialog,
  expectSignedIn,
  fillAccount,
  input,
  RegisterStoryFrame,
  setup,
  typeInto,
  usernameOnly,
} from '../../testing/register-story-steps';
import { RegisterDialog } from './register-dialog';

function DepositLimits() {
  const protection = useCallQuery(getPlayerProtection);
  if (!protection.data) return <p>Reading limits…</p>;
  const deposit = protection.data.limits.filter((limit) => limit.kind === 'deposit');
  return <p>{deposit.map((limit) => `Deposit limit per ${limit.period}: ${limit.amount}`).join(', ') || 'No limit'}</p>;
}

/** What the player's limits are once registered, read from the platform as the responsible-gaming page would. */
function MyLimits() {
  const [shown, setShown] = useState(false);
  return (
    <div translate="no" className="px-4 text-sm text-text-muted">
      <button type="button" onClick={() => setShown(true)}>
        Show my limits
      </button>
      {shown ? <DepositLimits /> : null}
    </div>
  );
}

/** The dialog as a site holds it: closed when it says so, so the page behind it can be used again. */
function HeldRegisterDialog(props: ComponentProps<typeof RegisterDialog>) {
  const [open, setOpen] = useState(props.open);
  return (
    <RegisterDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Register dialog/Limits',
  component: RegisterDialog,
  render: (args) => <HeldRegisterDialog {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    navigate: fn(),
    landingUrl: 'https://play.lobbykit.test/register',
  },
  parameters: { jurisdiction: 'uk', ...setup(usernameOnly) },
  decorators: [
    (Story, { parameters }) => (
      <JurisdictionProvider jurisdiction={parameters.jurisdiction as JurisdictionSetting}>
        <RegisterStoryFrame>
          <MyLimits />
          <Story />
        </RegisterStoryFrame>
      </JurisdictionProvider>
    ),
  ],
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showMyLimits(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Show my limits' }));
  await expect(await screen.findByText(text, {}, { timeout: 30_000 })).toBeVisible();
}

/** The UK's profile offers a deposit limit in the form, optional, per day until the player chooses another period. */
export const AsOffered: Story = {
  play: async () => {
    const form = await dialog();
    const limits = within(form.getByRole('region', { name: 'Limits' }));
    await expect(limits.getByText(/we offer you limits as you register/)).toBeVisible();
    await expect(limits.getByText('Deposit limit').parentElement).toHaveTextContent('Deposit limit(Optional)');
    await expect(limits.getByText('What you deposit')).toBeVisible();
    await expect(limits.getByRole('radio', { name: 'Per day' })).toBeChecked();
  },
};

/** An amount over the period chosen is set as soon as the account exists, before the dialog closes. */
export const DepositLimitOfferedAtRegistration: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const limits = within(form.getByRole('region', { name: 'Limits' }));
    await fillAccount(form, 'limitplayer1', '955500121');
    await typeInto(form, /Deposit limit/, '500');
    await userEvent.click(limits.getByRole('radio', { name: 'Per week' }));
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'limitplayer1');
    await showMyLimits('Deposit limit per week: 500.00');
  },
};

/** Left empty, an optional limit is not set: the player registers without one. */
export const OptionalLimitLeftEmpty: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fillAccount(form, 'limitplayer2', '955500122');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'limitplayer2');
    await showMyLimits('No limit');
  },
};

const depositLimitRequired: JurisdictionProfile = {
  ...JURISDICTION_PROFILES.uk,
  id: 'deposit-limit-required',
  limitsAtRegistration: [{ kind: 'deposit', required: true }],
};

/** Where a jurisdiction requires the limit, nothing is sent until it is set, and what was typed stays. */
export const RequiredLimitMustBeSet: Story = {
  parameters: { jurisdiction: depositLimitRequired },
  play: async ({ args }) => {
    const form = await dialog();
    const amount = input(form, /Deposit limit/);
    await expect(amount).toHaveAttribute('aria-required', 'true');
    await fillAccount(form, 'limitplayer3', '955500123');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(amount).toHaveAccessibleDescription(/Set this limit to register/);
    await expect(screen.getByText('Session: anonymous')).toBeVisible();
    await userEvent.type(amount, '0');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(amount).toHaveAccessibleDescription(/Please enter a valid amount/);
    await expect(input(form, 'Username')).toHaveValue('limitplayer3');
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'limitplayer3');
    await showMyLimits('Deposit limit per day: 250.00');
  },
};

/**
 * The account exists before its limit is set: a failure says so and why, and a retry sends only what is left;
 * the dialog stays until the player moves on.
 */
export const LimitNotSavedSaysSoAndRetries: Story = {
  parameters: setup(async (controls) => {
    await usernameOnly(controls);
    await controls.failNext(setLimit.path, { network: true });
  }),
  play: async ({ args }) => {
    const form = await dialog();
    await fillAccount(form, 'limitplayer4', '955500124');
    await typeInto(form, /Deposit limit/, '100');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const problem = await screen.findByRole('alert', {}, { timeout: 30_000 });
    await expect(problem).toHaveTextContent('Your account is ready, but your limits were not saved');
    await expect(problem).toHaveTextContent('The network connection is abnormal');
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expectSignedIn(args, 'limitplayer4');
    await showMyLimits('Deposit limit per day: 100.00');
  },
};
