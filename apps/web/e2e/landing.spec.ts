import { expect, test } from './fixtures';

for (const path of ['/', '/landing']) {
  // /landing is the same page: once at phone width ('@layout') is enough.
  const layout = path === '/' ? ' @layout' : '';
  test(`${path} shows between 1 and 3 public feed cards${layout}`, async ({ page }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Daily Github Signals' });
    const cards = section.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    // Logos come through the image cache from the avatar host (a stand-in here, see fixtures).
    await expect(cards.first().locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'loaded',
    );
  });
}

// The theme script is inlined in <head> and allowed by the CSP's hash of its text: it must run
// before (and without) any of the app's JavaScript, or a dark-mode phone flashes white.
test('a dark-mode visitor gets the dark theme before the app script runs', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/assets/*.js', (route) => route.abort());
  // The aborted module scripts are reported as failed loads; that is this test's doing.
  consoleErrors.allow(/Failed to load resource|ERR_FAILED/);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  expect(violations).toEqual([]);
});

// The server renders the landing with the public feeds (ADR 053): the cards are in the HTML, so
// they paint before (and without) the app's JavaScript, and the app does not ask for them again.
test('the landing arrives with its sample cards, painted before any script runs', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  consoleErrors.allow(/Failed to load resource|ERR_FAILED/);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Daily Github Signals' });
  await expect(section.getByRole('article').first()).toBeVisible();
  await expect(section.locator('[data-slot="feed-card-skeleton"]')).toHaveCount(0);
});

test('the landing hydrates the cards it came with, without fetching them', async ({ page }) => {
  const feedRequests: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/feeds/dailyPublicFeeds')) feedRequests.push(request.url());
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const section = page.getByRole('region', { name: 'Daily Github Signals' });
  await expect(section.getByRole('article').first()).toBeVisible();
  // The card's link is the app's: a visitor following it stays in the page (the feed is
  // login-only, so the app's guard shows the sign-in page) rather than loading another.
  await section.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/signin/);
  expect(documents).toHaveLength(1);
  expect(feedRequests).toEqual([]);
});

// Feed readers find the daily feed from the landing's HTML alone (ADR 064): the links are in the
// snapshot's <head>, before and without any script, and lead to a feed that answers.
test('the landing advertises the Atom and RSS feeds in its HTML, and they answer', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  consoleErrors.allow(/Failed to load resource|ERR_FAILED/);
  await page.goto('/');
  const feeds = [
    ['application/atom+xml', '/feeds.atom', '<feed xmlns="http://www.w3.org/2005/Atom">'],
    ['application/rss+xml', '/feeds.rss', '<rss version="2.0"'],
  ] as const;
  for (const [type, href, root] of feeds) {
    const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('title', 'GitSignals daily signals');
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe(`${type}; charset=utf-8`);
    expect(await answer.text()).toContain(root);
  }
});
