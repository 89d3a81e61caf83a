import { createSessionTokenStore } from '@lobbykit/api-client';
import { createPlatformClient } from '@lobbykit/api-client/client';
import { SESSION_KEYS } from '@lobbykit/domain';
import { expect, type Page } from '@playwright/test';

/** A seeded sandbox account (packages/sandbox SEED_ACCOUNTS). */
export interface Account {
  username: string;
  password: string;
}

export const player1: Account = { username: 'player1', password: 'Player123' };

/** A page of the site's origin that runs none of the site: where a test writes the tab's session before it starts. */
const BLANK_PAGE = '/sandbox-assets/chat.html';

/**
 * Opens a session for an account as the site's login does (the platform's login call, its body sealed), keeps it in
 * the tab's sessionStorage where the site reads it (SPEC §3), with the after-login popups already closed for the
 * session, and opens `path` signed in: the account menu in the header. A test that starts on another page passes it
 * as `path` rather than loading the home page on the way (each page load is a boot of the whole site). For tests
 * about what a player does once signed in; logging in itself is tested through the dialog (auth-login.spec.ts,
 * shell-header.spec.ts).
 */
export async function logIn(page: Page, account: Account = player1, path = '/'): Promise<void> {
  await page.goto(BLANK_PAGE);
  const client = createPlatformClient({
    baseUrl: new URL(page.url()).origin,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    tokenStore: createSessionTokenStore(null),
  });
  const session = await client.login({ username: account.username, password: account.password });
  await page.evaluate(
    ([keys, token]) => {
      sessionStorage.setItem(keys.token, token);
      sessionStorage.setItem(keys.userPopupDismissed, 'closed');
    },
    [SESSION_KEYS, session.token] as const,
  );
  await page.goto(path);
  // Hidden from assistive tech when `path` opens a modal (the member centre, say), but there and shown.
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`Account menu: ${account.username}`), includeHidden: true }),
  ).toBeVisible();
}
