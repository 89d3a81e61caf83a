import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogChunk } from './on-demand-story';

/** Stories only: the login dialog, once its chunk has loaded. */
export async function loginDialog() {
  return screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
}

/** Stories only: types a username and password into the login dialog and presses Log in. */
export async function typeCredentials(dialog: HTMLElement, username: string, password: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

/** Stories only: waits for the login dialog to close and the harness to say who is in (`member:<account>`). */
export async function expectLoggedInAs(canvasElement: HTMLElement, account: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 30_000 });
  await expect(await within(canvasElement).findByText(`member:${account}`)).toBeVisible();
}

/** Stories only: logs in through the open login dialog, as a player does, and waits for it to close. */
export async function logInThroughDialog(username: string, password: string) {
  await typeCredentials(await loginDialog(), username, password);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 30_000 });
}

/** Stories only: closes the after-login popup notices (SPEC §4) for the rest of the session. */
export async function dismissPopupNotices() {
  const popups = await screen.findByRole('dialog', { name: 'Announcements' }, dialogChunk);
  await userEvent.click(within(popups).getByRole('button', { name: 'Don’t show again this session' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
}
