import { expect, test } from './fixtures';

test("an unknown path shows the 404 page and 'Return to Home' goes home", async ({
  page,
  consoleErrors,
}) => {
  // The server answers a path no route knows with status 404 (which the browser logs) and the
  // pre-rendered 404 page, so crawlers and link checkers see the 404 too.
  consoleErrors.allow(/status of 404/);
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
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
