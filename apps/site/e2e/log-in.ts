import { expect, type Page } from '@playwright/test';

/** A seeded sandbox account (packages/sandbox SEED_ACCOUNTS). */
export interface Account {
  username: string;
  password: string;
}

export const player1: Account = { username: 'player1', password: 'Player123' };

/**
 * Logs an account in through the login page, as a player does, and closes the after-login popup notices (SPEC §4:
 * they come a moment after the header shows the player and, until closed for the session, open again over every
 * page load). Ends with the player's account menu in the header.
 */
export async function logIn(page: Page, account: Account = player1): Promise<void> {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Announcements' })
    .getByRole('button', { name: /show again/ })
    .click({ timeout: 45_000 });
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(`Account menu: ${account.username}`) }),
  ).toBeVisible();
}
