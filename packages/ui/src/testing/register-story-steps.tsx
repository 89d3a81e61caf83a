import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../.storybook/sandbox-loader';
import { RegisterDialog } from '../features/auth/register-dialog';
import { ClockProvider } from '../platform/clock-provider';
import { useMember, useSessionStatus } from '../platform/session-hooks';
import { SessionProvider } from '../platform/session-provider';
import { storyClock } from './story-clock';

export type SandboxControls = Parameters<SandboxSetup>[0];
type Screen = ReturnType<typeof within>;
/** What the register dialog's stories check it called. */
export type RegisterStoryArgs = { navigate?: unknown; onOpenChange?: unknown };

// Time stands still until a play function moves it, so the SMS countdown reads exactly.
export const registerStoryClock = storyClock();

function SessionLine() {
  const status = useSessionStatus();
  const member = useMember();
  return (
    <p translate="no" className="p-4 text-sm text-text-muted">
      {status === 'member' ? `Signed in as ${member?.account}` : `Session: ${status}`}
    </p>
  );
}

/** The register dialog's surroundings: the story clock, a session of its own and a line that says who is in. */
export function RegisterStoryFrame({ children }: { children: ReactNode }) {
  return (
    <ClockProvider clock={registerStoryClock.now}>
      <SessionProvider storage={null} navigate={() => undefined}>
        <SessionLine />
        {children}
      </SessionProvider>
    </ClockProvider>
  );
}

export const setup = (run: SandboxSetup) => ({ sandbox: run });
/** Username registration only, without SMS verification: the shortest form. */
export const usernameOnly: SandboxSetup = (controls) =>
  controls.setModuleFlags({ MOBILENUMREG3: false, REGMOBVERF3: false });

/** The open dialog, once its rules have loaded (the sandbox seeds itself on the first request). */
export async function dialog() {
  const found = within(await screen.findByRole('dialog', { name: 'Create an account' }));
  await found.findByRole('button', { name: 'Register' }, { timeout: 30_000 });
  // The captcha image arrives a moment later; wait so the screen is checked as a player sees it.
  await waitFor(() => expect(found.queryByText('Loading…')).toBeNull());
  return found;
}

/** The input a label names (the tab panel is labelled by its tab too, so pick the input). */
export function input(form: Screen, label: string | RegExp): HTMLElement {
  const found = form.getAllByLabelText(label).find((element: HTMLElement) => element.tagName === 'INPUT');
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
}

export async function typeInto(form: Screen, label: string | RegExp, text: string) {
  await userEvent.type(input(form, label), text);
}

/** Presses Send code once it may be pressed: it is busy until the dialing codes have arrived, as a person sees. */
export async function pressSendCode(form: Screen) {
  const send = form.getByRole('button', { name: 'Send code' });
  await waitFor(() => expect(send).toBeEnabled());
  await userEvent.click(send);
}

/** Types the number, sends the code and types the code the sandbox sent. */
export async function verifyMobile(form: Screen, controls: SandboxControls, mobile: string) {
  await typeInto(form, 'Mobile number', mobile);
  await pressSendCode(form);
  await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
  await typeInto(form, 'Verification code', (await controls.lastSmsCode(mobile)) ?? '');
}

export async function declare(form: Screen) {
  await userEvent.click(form.getByRole('checkbox', { name: /18 years old/ }));
  await userEvent.click(form.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

export async function fillAccount(form: Screen, username: string, mobile: string | null = '955500111') {
  await typeInto(form, 'Username', username);
  await typeInto(form, 'Password', 'Secret123');
  await typeInto(form, 'Confirm password', 'Secret123');
  if (mobile) await typeInto(form, 'Mobile number', mobile);
}

export async function expectSignedIn(args: RegisterStoryArgs | undefined, account: string) {
  await expect(await screen.findByText(`Signed in as ${account}`, {}, { timeout: 30_000 })).toBeVisible();
  // Limits chosen at registration are set before the dialog closes and the site goes home.
  await waitFor(() => expect(args?.navigate).toHaveBeenCalledWith('/'));
  await expect(args?.onOpenChange).toHaveBeenCalledWith(false);
}

/** The register dialog's stories' meta but their title, which each file writes itself. */
export const registerStoryMeta = {
  component: RegisterDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSwitchToLogin: fn(),
    navigate: fn(),
    landingUrl: 'https://play.lobbykit.test/register?referralCode=R2',
  },
  decorators: [
    (Story: () => ReactNode) => (
      <RegisterStoryFrame>
        <Story />
      </RegisterStoryFrame>
    ),
  ],
};
