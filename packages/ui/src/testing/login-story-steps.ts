import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogChunk } from './on-demand-story';

/** Stories only: logs in through the open login dialog, as a player does, and waits for it to close. */
export async function logInThroughDialog(username: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 30_000 });
}

/** Stories only: closes the after-login popup notices (SPEC §4) for the rest of the session. */
export async function dismissPopupNotices() {
  const popups = await screen.findByRole('dialog', { name: 'Announcements' }, dialogChunk);
  await userEvent.click(within(popups).getByRole('button', { name: 'Don’t show again this session' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
}
