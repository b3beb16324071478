import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// /signals, /projects and /feeds/{id} are for signed-in readers (spec section 2).
test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'reader'));
});

test('the projects page lists projects and filters them by category @layout', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Open Dev Data by Electric Capital' }),
  ).toBeVisible();
  const cards = page.locator('article[data-project]');
  await expect(cards).toHaveCount(48);
  const summary = page.getByText(/^Showing [\d,]+ of [\d,]+ projects$/);
  await expect(summary).toHaveText(/^Showing 48 of [\d,]+ projects$/);

  await page.getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('option', { name: 'Oracles', exact: true }).click();
  await page.keyboard.press('Escape');

  await expect(page).toHaveURL(/category=Oracles/);
  await expect(summary).not.toHaveText(/of 6\d\d projects/);
  const categories = await cards.locator('header p').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['Oracles']));

  await cards
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  await expect(page).toHaveURL(/\/project\/[^/]+$/);
});
