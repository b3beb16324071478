import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// /token-listings needs login (spec section 2). The demo import derives its listings from the
// bundled versions of the Superchain Token List: 1,170 tokens, the newest dated Apr 16, 2026.
test('visitors are sent to sign in', async ({ page }) => {
  await page.goto('/token-listings');
  await expect(page).toHaveURL(/\/signin/);
});

test('a reader sees the newest listings and loads more @layout', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'listings'));
  await page.goto('/token-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'New Token Listings' })).toBeVisible();
  const summary = page.getByText(/^Showing [\d,]+ of [\d,]+ listings$/);
  await expect(summary).toHaveText('Showing 30 of 1,170 listings');

  const cards = page.getByRole('list', { name: 'Token listings' }).locator(':scope > li');
  await expect(cards).toHaveCount(30);
  const first = cards.first();
  await expect(first.getByText('Superchain Token List', { exact: true })).toBeVisible();
  await expect(first.locator('time')).toHaveText('Apr 16, 2026');
  await expect(first.getByText(/was added to the Superchain Token List on /)).toBeVisible();
  await expect(first.getByRole('link', { name: /View listing/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(summary).toHaveText('Showing 60 of 1,170 listings');
  await expect(cards).toHaveCount(60);
});
