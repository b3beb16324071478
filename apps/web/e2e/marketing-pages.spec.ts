// The static pages of spec section 2 ("Team, Unsubscribe, legal, 404") and the about page:
// each loads for a visitor (the one-pager after sign-in), the 18-signal toggle, the collapsible
// sections by keyboard, and an axe scan of each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test, waitForContent } from './fixtures';

const VISITOR_PAGES = [
  { path: '/team', title: 'Meet the Team' },
  { path: '/about', title: 'About GitSignals' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
];

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await waitForContent(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

// At phone width ('@layout'): the team page's card grid and the long about page.
const PAGES_AT_PHONE_WIDTH = ['/team', '/about'];

for (const { path, title } of VISITOR_PAGES) {
  const layout = PAGES_AT_PHONE_WIDTH.includes(path) ? ' @layout' : '';
  test(`${path} shows '${title}' to a visitor, without serious accessibility violations${layout}`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the team page shows the four role cards with their avatars', async ({ page }) => {
  await page.goto('/team');
  const cards = page.getByRole('region', { name: 'Team members' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'CEO',
    'CTO',
    'CPO',
    'AI Advisor',
  ]);
  await expect(cards.getByRole('img')).toHaveCount(4);
});

test('the privacy policy says it is not directed to children under 13', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText(/not directed to children under 13/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Children' })
    .click();
  await expect(page).toHaveURL(/#children$/);
});

// '@layout': phones get another table layout (the definition moves under the title).
test("the about page's 'Show All 18 Signals' toggle shows all 18 signals @layout", async ({
  page,
}) => {
  await page.goto('/about');
  const region = page.getByRole('region', { name: 'GitHub Intelligence' });
  const rows = region.getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveCount(6);
  const toggle = region.getByRole('button', { name: 'Show All 18 Signals' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(rows).toHaveCount(18);
  await expect(rows.last()).toContainText('Contributor activity');
  await expect(region.getByRole('button', { name: 'Show Fewer Signals' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousViolations(page);
  await region.getByRole('button', { name: 'Show Fewer Signals' }).click();
  await expect(rows).toHaveCount(6);
});

test("the about page's sections collapse and expand from the keyboard", async ({ page }) => {
  await page.goto('/about');
  const sections = page.getByRole('heading', { level: 2 }).getByRole('button');
  await expect(sections).toHaveText([
    'The Problem',
    'Solution',
    'Agent Engine',
    'GitHub Intelligence',
    'Real Use Cases',
    'More Research',
    'Roadmap',
    'Get in Touch',
  ]);

  // The pre-rendered page is disabled (aria-disabled on #root) until the app has hydrated it: keys
  // pressed before that reach no handler. focus() does not wait for that, so wait here.
  await expect(page.getByRole('button', { name: 'The Problem' })).toBeEnabled();
  // Enter collapses the first section; Tab then reaches the next section's button (the
  // collapsed panel holds no focusable element) and Space toggles it.
  await page.getByRole('button', { name: 'The Problem' }).focus();
  await page.keyboard.press('Enter');
  const problem = page.getByRole('button', { name: 'The Problem' });
  await expect(problem).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Web3 projects build in public.', { exact: false })).toBeHidden();
  await page.keyboard.press('Tab');
  const solution = page.getByRole('button', { name: 'Solution' });
  await expect(solution).toBeFocused();
  await page.keyboard.press('Space');
  await expect(solution).toHaveAttribute('aria-expanded', 'false');

  await problem.focus();
  await page.keyboard.press('Space');
  await expect(problem).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Web3 projects build in public.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the footer links to the about, team and legal pages @layout', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, path] of [
    ['About', '/about'],
    ['Team', '/team'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await footer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About GitSignals' })).toBeVisible();
});

test('/one-pager asks a visitor to sign in, and shows the one-pager once signed in', async ({
  page,
}, testInfo) => {
  await page.goto('/one-pager');
  await expect(page).toHaveURL(/\/signin/);

  await signUpViaApi(page.request, uniqueAccount(testInfo, 'one-pager'));
  await page.goto('/one-pager');
  await expect(page.getByRole('heading', { level: 1, name: 'GitSignals one-pager' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'The 18 signals' }).getByRole('listitem'),
  ).toHaveCount(18);
  await expect(page.getByText(/public repositories of 500\+ Web3 projects/)).toBeVisible();
  await expectNoSeriousViolations(page);
});
