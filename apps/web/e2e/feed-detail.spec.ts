import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test } from './fixtures';

// /signals, /projects and /feeds/{id} are for signed-in readers (spec section 2).
test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'reader'));
});

test('a card opens its detail page, which lists its commits linking to GitHub @layout', async ({
  page,
  context,
}) => {
  // For the share button at the end, which copies the page's address.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/signals');
  const card = page.locator('article[data-feed-id]').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/feeds\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Analyzed Commits' });
  const commits = panel.getByRole('listitem');
  await expect(commits.first()).toBeVisible();
  const shown = await commits.count();
  expect(shown).toBeLessThanOrEqual(5);

  const more = panel.getByRole('button', { name: /^Show \d+ More$/ });
  if (await more.isVisible()) {
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(commits).toHaveCount(shown + hidden);
    await expect(panel.getByRole('button', { name: 'Show Less' })).toBeVisible();
  }

  const links = panel.getByRole('link');
  expect(await links.count()).toBe(await commits.count());
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/[^/]+\/[^/]+\/commit\/[0-9a-f]{7,40}$/,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('an unknown feed id shows a not-found state with a way back', async ({
  page,
  consoleErrors,
}) => {
  // The browser logs the API's 404 answer as a failed resource load; that is the point here.
  consoleErrors.allow(/status of 404/);
  await page.goto('/feeds/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Signals' }).click();
  await expect(page).toHaveURL(/\/signals$/);
});
