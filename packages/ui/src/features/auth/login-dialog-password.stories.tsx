import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { expectLoggedInAs, loginDialog, typeCredentials } from '../../testing/login-story-steps';

// The login dialog's stories are two files under one title, which Storybook shows as one component with one docs page:
// this one, the dialog at rest and logging in by username and password (and what the platform refuses), and
// login-dialog-verification.stories.tsx, the SMS and phone-auth routes and the security checks. Storybook orders
// stories by file name, and this name sorts first: AtRest stays the component's first story, the one the visual test
// also compares at 360 px.
const meta = {
  title: 'Auth/Login dialog',
  component: AuthStoryHarness,
  args: { dialog: 'login' },
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOGIN_PATH = '/wps/session/login';
const failLoginWith =
  (body: unknown): SandboxSetup =>
  (controls) =>
    controls.failNext(LOGIN_PATH, { body });

/** The dialog as a visitor first sees it: the ways to log in, empty fields, nothing refused yet. */
export const AtRest: Story = {
  play: async () => {
    const dialog = within(await loginDialog());
    const tabs = await dialog.findByRole('tablist', {}, { timeout: 30_000 });
    await expect(within(tabs).getByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'Mobile number' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(dialog.getByLabelText('Password')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(await dialog.findByRole('button', { name: 'Free trial' }, { timeout: 30_000 })).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const UsernameAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

export const EmptyFieldsAreAnnounced: Story = {
  play: async () => {
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveAccessibleDescription('This field cannot be empty');
    await expect(username).toHaveFocus();
  },
};

/** SPEC §4, §8: a wrong password is refused with the captcha flag; the captcha appears and refreshes at most once a second. */
export const WrongPasswordShowsCaptcha: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Wrong999');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong username or password.');
    const captchaInput = await within(dialog).findByLabelText('Captcha');
    const image = await within(dialog).findByRole('img', { name: 'Captcha image' });
    const firstSrc = image.getAttribute('src');
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');

    const requests = spyOn(globalThis, 'fetch');
    const captchaRequests = () =>
      requests.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/captcha'),
      );
    const refresh = within(dialog).getByRole('button', { name: 'Get a new captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Captcha image' }).getAttribute('src')).not.toBe(firstSrc),
    );
    // SPEC §9: two presses within a second ask for one new image.
    await expect(captchaRequests()).toHaveLength(1);
    requests.mockRestore();

    const code = await sandboxControlsOf(loaded).lastCaptchaCode();
    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'Player123');
    await userEvent.type(captchaInput, code ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** SPEC §8: with the network down the catalogue message shows and what was typed stays. */
export const NetworkFailureKeepsTheForm: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(LOGIN_PATH, { network: true })) satisfies SandboxSetup },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network connection is abnormal. Please try again.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(within(dialog).getByLabelText('Password')).toHaveValue('Player123');
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

// 2026-06-18 12:00 on the platform's clock (UTC+7): when the time-out the platform names ends.
const TIME_OUT_ENDS = Date.UTC(2026, 5, 18, 5, 0);

/**
 * A time-out or self-exclusion refuses the login: the message says until when, on the platform's clock and zone, as
 * the platform's refusal names it, and what was typed stays.
 */
export const RefusedWhileTimedOut: Story = {
  parameters: {
    sandbox: failLoginWith({
      success: false,
      message: 'account_time_out_until',
      value: { kind: 'time-out', term: '24h', until: TIME_OUT_ENDS },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account is on a time-out until 2026-06-18 12:00 GMT+7. You cannot log in, deposit or play until then.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(within(canvasElement).getByTestId('session')).toHaveTextContent('anonymous');
  },
};

/** A permanent self-exclusion has no end to name: the message says so plainly. */
export const RefusedWhilePermanentlyExcluded: Story = {
  parameters: {
    sandbox: failLoginWith({
      success: false,
      message: 'account_self_excluded_permanent',
      value: { kind: 'self-exclusion', term: 'permanent', until: null },
    }),
  },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account is permanently self-excluded. You cannot log in, deposit or play.',
    );
  },
};

export const TooManyRequests: Story = {
  parameters: {
    sandbox: failLoginWith({ success: false, message: 'auth/too-many-requests', value: { retryAfterSeconds: 300 } }),
  },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again after 5 minutes.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
  },
};

/** The login methods come from the module settings; while they load, the tab row keeps its place (no layout shift). */
export const TabsKeepTheirPlaceWhileSettingsLoad: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext('/wps/system/whitelabel', { stall: true, stallMs: 800 })) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await loginDialog();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await expect(within(dialog).queryByRole('tablist')).toBeNull();
    const before = username.getBoundingClientRect().top;
    await within(dialog).findByRole('tablist', {}, { timeout: 30_000 });
    await expect(username.getBoundingClientRect().top).toBe(before);
  },
};

/** SPEC §1, §6: free play opens a trial session (member type 4). */
export const FreePlay: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Free trial' }, { timeout: 30_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 30_000 });
    await expect(await within(canvasElement).findByText(/^member:/)).toBeVisible();
  },
};
