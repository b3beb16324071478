import { expect, test } from './fixtures';

test("an unknown path shows the 404 page and 'Return to Home' goes home", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Track what your favorite Web3 projects are building',
    }),
  ).toBeVisible();
});
