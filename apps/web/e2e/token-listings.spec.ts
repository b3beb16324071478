import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// /token-listings needs login (spec section 2). The demo import derives its listings from the
// bundled histories of two real token lists (data/token-lists): 2,545 tokens, each dated by the
// commit that first listed it; those that came in bulk come after the ones added one by one.
test('visitors are sent to sign in', async ({ page }) => {
  await page.goto('/token-listings');
  await expect(page).toHaveURL(/\/signin/);
});

test('a reader sees the newest listings and loads more @layout', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'listings'));
  await page.goto('/token-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'New Token Listings' })).toBeVisible();
  const summary = page.getByText(/^Showing [\d,]+ of [\d,]+ listings$/);
  await expect(summary).toHaveText('Showing 30 of 2,545 listings');

  const cards = page.getByRole('list', { name: 'Token listings' }).locator(':scope > li');
  await expect(cards).toHaveCount(30);
  const first = cards.first();
  await expect(first.getByText('Uniswap Labs Default', { exact: true })).toBeVisible();
  await expect(first.locator('time')).toHaveText('Aug 6, 2026');
  await expect(first.getByText(/was added to the Uniswap Labs Default on /)).toBeVisible();
  await expect(first.getByRole('link', { name: /View listing/ })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/Uniswap\/default-token-list\/commit\/[0-9a-f]{40}$/,
  );
  // Real additions, one by one: the first page spans many days, none of them a bulk import.
  expect(new Set(await cards.locator('time').allTextContents()).size).toBeGreaterThanOrEqual(10);
  await expect(page.getByText('In the list since its first version')).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(summary).toHaveText('Showing 60 of 2,545 listings');
  await expect(cards).toHaveCount(60);
});
