import { expect, type Page, test } from './fixtures';

// Promotions and the notices page against the real sandbox: a promotion opened from home's teaser and
// from the promotions list, a banner link, a notice deep link.

// A content page is two chunks below home (the page route, then its own): on a loaded machine they take a while.
const PAGE_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

async function opensAPromotionFromTheList(page: Page) {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible(PAGE_LOAD);
  const list = page.getByRole('list', { name: 'Promotions: All' });
  const card = list.getByRole('link', { name: /Live casino marathon/ });
  await expect(card).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await card.click();

  // The detail is named by the hash, and shows the promotion's sanitised HTML (PLATFORM-FACTS §6.12).
  await expect(page).toHaveURL(/\/promoDetail#8001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino marathon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByText('Reach 100,000 valid bets at live tables.')).toBeVisible();
  await expect(page).toHaveTitle('Live casino marathon');
  // A visitor is asked to log in before joining.
  await page.getByRole('region', { name: 'Take part' }).getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
}

async function opensANoticeByDeepLink(page: Page, { phone = false } = {}) {
  await page.goto('/noticePage?id=9012');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'Weekend cashback is live #13' })).toBeVisible();
  await expect(page.getByText('Notice 13: important information for all players.')).toBeVisible();
  // On a phone the notice stands in the list's place; side by side, its page of the list is selected.
  if (!phone) await expect(page.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Announcements');
}

test.describe('promotions and notices', () => {
  test('a promotion opened from home lands on its detail by hash', async ({ page }) => {
    await page.goto('/');
    const teaser = page.getByRole('list', { name: 'Latest promotions' });
    await teaser.getByRole('link', { name: /Slots week: bet 500, win 50/ }).click(PAGE_LOAD);
    await expect(page).toHaveURL(/\/promoDetail#8000$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots week: bet 500, win 50' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('Bet 500 on any slot game this week.')).toBeVisible();
  });

  test('a promotion opened from the list lands on its detail by hash and shows its HTML', async ({ page }) => {
    await opensAPromotionFromTheList(page);
  });

  test('a banner link /promotions#<id> opens that promotion; an unknown id says it is not available', async ({
    page,
  }) => {
    await page.goto('/promotions#8000');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots week: bet 500, win 50' })).toBeVisible(PAGE_LOAD);
    await page.goto('/promoDetail#424242');
    await expect(page.getByRole('heading', { level: 1, name: 'This promotion is not available' })).toBeVisible(
      PAGE_LOAD,
    );
  });

  test('a notice deep link opens that notice on its page', async ({ page }) => {
    await opensANoticeByDeepLink(page);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a promotion opened from the list lands on its detail by hash', async ({ page }) => {
      await opensAPromotionFromTheList(page);
    });

    test('a notice deep link opens that notice, with the way back to the list', async ({ page }) => {
      await opensANoticeByDeepLink(page, { phone: true });
      const list = page.getByRole('list', { name: 'Notices' });
      await expect(list).toBeHidden();
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await expect(list).toBeVisible();
      await expect(list.getByRole('button', { name: /^13/ })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('button', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
