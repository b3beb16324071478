import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, isPhone, test } from './fixtures';

// /signals, /projects and /feeds/{id} are for signed-in readers (spec section 2).
test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'reader'));
});

const cards = (page: Page) => page.locator('article[data-feed-id]');
const summary = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ signals?$/);

/** The total in 'Showing 30 of 162 signals'. */
async function totalShown(page: Page): Promise<number> {
  const text = (await summary(page).textContent()) ?? '';
  return Number(text.replace(/,/g, '').match(/of (\d+)/)?.[1] ?? Number.NaN);
}

async function chooseCategory(page: Page, category: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Options' });
    await sheet.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await page.keyboard.press('Escape'); // closes the option list, not the sheet
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await page.keyboard.press('Escape');
  }
}

test('the feed page advertises the daily Atom and RSS feeds in <head>', async ({ page }) => {
  await page.goto('/signals');
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute('href', '/feeds.atom');
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', '/feeds.rss');
});

test('scrolling to the bottom loads the next page @layout', async ({ page }) => {
  // 30 days hold more than one page (30) of demo items; the test reads the total to be sure.
  await page.goto('/signals?days=30');
  await expect(cards(page)).toHaveCount(30);
  const total = await totalShown(page);
  expect(total).toBeGreaterThan(30);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards(page)).toHaveCount(Math.min(60, total));
  const ids = await cards(page).evaluateAll((list) =>
    list.map((el) => el.getAttribute('data-feed-id')),
  );
  expect(new Set(ids).size).toBe(ids.length);
});

test('a category filter narrows the grid to that category @layout', async ({ page }) => {
  await page.goto('/signals?days=30');
  await expect(cards(page)).toHaveCount(30);
  const totalBefore = await totalShown(page);
  const category = (await cards(page).first().locator('header div > p').nth(1).textContent()) ?? '';
  expect(category).not.toBe('');

  await chooseCategory(page, category);
  await expect(page).toHaveURL(
    new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '(%20|\\+)')}`),
  );
  await expect.poll(() => totalShown(page)).toBeLessThan(totalBefore);
  await expect(cards(page).first()).toBeVisible();
  const categories = await cards(page).locator('header div > p:nth-of-type(2)').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set([category]));
});

test('/github-signals is the same page, and a visitor is sent to sign in first', async ({
  page,
}) => {
  await page.goto('/github-signals');
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Daily Feeds' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Your Feeds' }).click();
  await expect(page.getByRole('tab', { name: 'Your Feeds' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.context().clearCookies();
  await page.goto('/github-signals');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in to GitSignals' })).toBeVisible();
});
