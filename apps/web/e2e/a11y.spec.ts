import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, test, waitForContent } from './fixtures';

// Every page the app has today (spec section 2 route table; keep in step with
// src/app/router.tsx). /landing and /github-signals render the same pages as / and /signals and
// are checked for that in their own specs rather than scanned twice.
const PUBLIC_PAGES = [
  '/',
  '/no/such/page',
  '/signin',
  // Without a token the page checks for 5 s, then shows 'Link Invalid or Expired'.
  '/reset-password',
  '/unsubscribe',
  // Visitors may see the search page; searching asks them to sign in.
  '/search',
  '/pricing',
];

// Login-only pages, scanned signed in (a visitor would only see /signin).
const SIGNED_IN_PAGES = [
  '/signals',
  '/projects',
  '/search?q=uniswap',
  '/saved-feeds',
  '/subscribed-lists',
  '/network',
  '/token-listings',
];

// A project's pages and the premium screens, on real demo data, scanned once everything has
// loaded. (The marketing pages, /insights-test and the billing pages are scanned in their own
// specs.)
const PROJECT_PAGES = [
  '/project/uniswap',
  '/analysis/uniswap',
  '/quarterly-analysis',
  '/quarterly-analysis/uniswap',
  '/stacks',
  '/stacks/uniswap',
  '/profile/uniswap/technologies',
  '/stack-example',
  '/network/uniswap',
  '/agent',
];

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await waitForContent(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

// At phone width ('@layout', see playwright.config.ts): the public layout and the sign-in form.
const PUBLIC_PAGES_AT_PHONE_WIDTH = ['/', '/signin'];

for (const path of PUBLIC_PAGES) {
  const layout = PUBLIC_PAGES_AT_PHONE_WIDTH.includes(path) ? ' @layout' : '';
  test(`${path} has no serious or critical accessibility violations${layout}`, async ({
    page,
    consoleErrors,
  }) => {
    // An unknown path is answered with status 404, which the browser logs.
    if (path === '/no/such/page') consoleErrors.allow(/status of 404/);
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

// One test per page: a slow page on a busy machine then spends its own time budget, not its
// neighbours' (issue 11: the seven pages in one test ran out of 90 s under load).
for (const path of SIGNED_IN_PAGES) {
  test(`signed in, ${path} has no serious or critical accessibility violations @layout`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signUpViaApi(page.request, uniqueAccount(testInfo, 'a11y-pages'));
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}`));
    await expectNoSeriousViolations(page);
  });
}

for (const path of PROJECT_PAGES) {
  test(`subscribed, ${path} has no serious or critical accessibility violations @layout`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signUpViaApi(page.request, uniqueAccount(testInfo, 'a11y-project-pages'));
    // Stack details, contacts and the Agent Hub need a subscription; without one they would
    // show /pricing instead.
    await subscribeViaApi(page.request);
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test('a feed detail page has no serious or critical accessibility violations', async ({
  page,
  request,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'a11y-detail'));
  const response = await request.post('/api/feeds/daily', {
    data: { page: 1, limit: 1, days: 30 },
  });
  const { data } = (await response.json()) as { data: { id: string }[] };
  const id = data[0]?.id;
  expect(id).toBeTruthy();
  await page.goto(`/feeds/${id}`);
  await expect(page.getByRole('complementary', { name: 'Analyzed Commits' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('/settings (signed in) has no serious or critical accessibility violations', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'a11y-settings'));
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Email Settings' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
