import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { AVATAR_HOST_PATTERN, expect, test } from './fixtures';

// /signals, /projects and /feeds/{id} are for signed-in readers (spec section 2).
test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'reader'));
});

test('a logo that cannot be fetched falls back to the initials placeholder', async ({
  page,
  consoleErrors,
}) => {
  // Registered after the fixture's stand-in, so this handler wins: the host is unreachable.
  await page.route(AVATAR_HOST_PATTERN, (route) => route.abort('internetdisconnected'));
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  await page.goto('/signals');
  const card = page.locator('article[data-feed-id]').first();
  const logo = card.locator('[data-status]').first();
  await expect(logo).toBeVisible();
  await expect(logo.locator('img')).toHaveCount(0);
  const initials = (await logo.textContent())?.trim() ?? '';
  expect(initials).toMatch(/^[A-Z0-9]{1,2}$/);
});
