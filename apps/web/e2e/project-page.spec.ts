import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, isPhone, test } from './fixtures';

// /project/{name}: the project's home, reached from the Projects page's View button.
test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'project-page'));
});

test("a project's page shows its repositories, a year of activity, signals and noise @layout", async ({
  page,
}) => {
  // Two pages (the project and its analysis) in one journey; analysing any project is premium.
  test.setTimeout(60_000);
  await subscribeViaApi(page.request);
  await page.goto('/project/uniswap');
  await expect(page.getByRole('heading', { level: 1, name: 'Uniswap' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Uniswap\/v4-core/ })).toHaveAttribute(
    'href',
    'https://github.com/Uniswap/v4-core',
  );
  const chart = page.getByRole('figure', { name: /^Weekly activity, 52 weeks to / });
  await expect(chart).toBeVisible();
  // The demo history has Uniswap commits in the last year: the chart draws bars, and the
  // screen-reader table has one row per week.
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(53);

  const latest = page.getByRole('region', { name: 'Latest signals' });
  await expect(latest.getByRole('article').first()).toBeVisible();
  // Its own feed for feed readers (ADR 064), beside the daily one, and the feed lists its items.
  const projectFeed = page.locator(
    'head link[rel="alternate"][type="application/atom+xml"][href="/feeds.atom?projects=uniswap"]',
  );
  await expect(projectFeed).toHaveAttribute('title', 'Uniswap on GitSignals');
  const feed = await page.request.get('/feeds.atom?projects=uniswap');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<category term="uniswap"');
  await expect(page.getByRole('heading', { name: 'Noise ledger' })).toBeVisible();
  await expect(page.getByText(/^Last 90 days: [\d,]+ meaningful commits? analysed/)).toBeVisible();

  const more = page.getByRole('navigation', { name: 'More about Uniswap' });
  await more.getByRole('link', { name: 'Recent analysis' }).click();
  await expect(page).toHaveURL(/\/analysis\/Uniswap$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uniswap' })).toBeVisible();
});

test('the View button of the Projects page opens the project page @layout', async ({ page }) => {
  await page.goto('/projects');
  const card = page.locator('article[data-project]').first();
  const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.getByRole('link', { name: /^View / }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (isPhone(page)) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  }
});

test('an unknown project says so', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404 \(Not Found\)/);
  await page.goto('/project/no-such-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  await expect(page.getByText('We do not track a project with this name.')).toBeVisible();
});
