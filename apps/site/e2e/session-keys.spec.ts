import { expect, test } from './fixtures';
import { logIn } from './log-in';

// SPEC §3 session storage holds `merchant` and `merchantCode` (the brand's merchant code, PLATFORM-FACTS §5.1), which
// a brand's own scripts read; SPEC §4: logout clears session storage except those two.
test.describe('session keys', () => {
  const merchantKeys = () =>
    ({ merchant: sessionStorage.getItem('merchant'), merchantCode: sessionStorage.getItem('merchantCode') }) as const;

  test('the merchant keys are there from the first page, after login, and survive logout', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(merchantKeys)).toEqual({ merchant: 'LOBBYKIT', merchantCode: 'LOBBYKIT' });

    await logIn(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    await expect(page.evaluate(merchantKeys)).resolves.toEqual({ merchant: 'LOBBYKIT', merchantCode: 'LOBBYKIT' });

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Account menu: player1/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Everything else went with the session: the token, the member's keys, the dismissed popups.
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage).sort()))
      .toEqual(['merchant', 'merchantCode']);
    await expect(page.evaluate(merchantKeys)).resolves.toEqual({ merchant: 'LOBBYKIT', merchantCode: 'LOBBYKIT' });
  });
});
