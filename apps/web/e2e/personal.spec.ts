// The personal product of a signed-in user: bookmarks, saved searches and project subscriptions
// feeding 'Your Feeds'. Each test signs a new account up through the real auth API.
import AxeBuilder from '@axe-core/playwright';
import type { FeedPageResponse } from '@gitsignals/contracts';
import type { Page, TestInfo } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, test, waitForContent } from './fixtures';

async function signUp(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  // page.request shares the browser context's cookies: the next page load is signed in.
  await signUpViaApi(page.request, uniqueAccount(testInfo, label));
}

const cards = (page: Page) => page.locator('article[data-feed-id]');
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('a bookmarked card is listed on /saved-feeds until it is removed', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo, 'bookmark');
  await page.goto('/signals');
  const card = cards(page).first();
  const feedId = await card.getAttribute('data-feed-id');
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const bookmark = card.getByRole('button', { name: 'Bookmark' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

  await bookmark.click();
  await expect(toast(page, 'Bookmarked')).toBeVisible();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved-feeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  const saved = page.locator(`article[data-feed-id="${feedId}"]`);
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  // The client-side search box: a word of the title keeps the card, nonsense hides it.
  const search = page.getByRole('searchbox', { name: 'Search bookmarks' });
  await search.fill('no-such-word-anywhere');
  await expect(
    page.getByText('No saved feeds found matching "no-such-word-anywhere"'),
  ).toBeVisible();
  await search.fill(title.split(' ')[0] ?? '');
  await expect(cards(page)).toHaveCount(1);

  await saved.getByRole('button', { name: 'Bookmark' }).click();
  await expect(toast(page, 'Bookmark Removed')).toBeVisible();
  await expect(page.getByText('You currently have no bookmarks.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You currently have no bookmarks.')).toBeVisible();
});

test('a saved search reads Saved and loads again from the saved-searches panel @layout', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo, 'search');
  await page.goto('/search');
  await expect(page.getByText('Enter keywords above to search through all feeds')).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Saved Searches' });
  await expect(panel.getByText('You currently have no saved searches.')).toBeVisible();

  const keywords = page.getByRole('textbox', { name: 'Search keywords' });
  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  await expect(searchButton).toBeDisabled();
  await keywords.fill('Uniswap');
  await keywords.press('Enter');
  await keywords.fill('uniswap'); // the same keyword again: ignored
  await keywords.press('Enter');
  await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveCount(1);
  await searchButton.click();

  await expect(page).toHaveURL(/\/search\?q=Uniswap$/);
  await expect(page.getByRole('heading', { name: 'Search results for: Uniswap' })).toBeVisible();
  await expect(page.getByText(/^\d+ feeds?/)).toBeVisible();
  const resultCount = await cards(page).count();
  expect(resultCount).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Search saved')).toBeVisible();
  await expect(page.getByText('Search with keywords "Uniswap" has been saved')).toBeVisible();
  const savedButton = page.getByRole('button', { name: 'Saved' });
  await expect(savedButton).toBeDisabled();

  await page.goto('/search');
  await expect(page.getByText('Enter keywords above to search through all feeds')).toBeVisible();
  await panel.getByRole('link', { name: 'Uniswap' }).click();
  await expect(page).toHaveURL(/\/search\?q=Uniswap$/);
  await expect(page.getByRole('heading', { name: 'Search results for: Uniswap' })).toBeVisible();
  await expect(cards(page)).toHaveCount(resultCount);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  // A different letter case is the same keyword set: still 'Saved'.
  await page.goto('/search?q=uniswap');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
});

test('a free account sees the subscriptions editor under a subscribe overlay @layout', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo, 'overlay');
  await page.goto('/subscribed-lists');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Project Subscriptions' }),
  ).toBeVisible();
  const overlay = page.getByRole('region', { name: 'Subscribe to choose your projects' });
  await expect(overlay).toBeVisible();
  // The editor is drawn behind it, but nothing there can be reached or used.
  await expect(page.getByText('Uniswap', { exact: true }).first()).toBeAttached();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveCount(0);

  // Keyboard: Tab from the top of the page reaches 'View plans' and never a control behind it.
  const plans = overlay.getByRole('link', { name: 'View plans' });
  await page.locator('body').focus();
  let reached = false;
  for (let step = 0; step < 40 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    const inert = await page.evaluate(() => document.activeElement?.closest('[inert]') !== null);
    expect(inert, 'focus never enters the inert editor').toBe(false);
    reached = await plans.evaluate((link) => link === document.activeElement);
  }
  expect(reached, "Tab reaches 'View plans'").toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);
});

test("subscribed projects, and only those, fill 'Your Feeds' @layout", async ({
  page,
}, testInfo) => {
  // Sign-up, a test-mode checkout, the editor and two feeds on a busy runner.
  test.setTimeout(120_000);
  await signUp(page, testInfo, 'subscribe');
  // Choosing projects one by one is premium; a free account sees an overlay (test above).
  await subscribeViaApi(page.request);
  // Two projects with signals in the default 7-day window, read from the public daily feed.
  const daily = await page.request.post('/api/feeds/daily', {
    data: { page: 1, limit: 30, days: 7 },
  });
  const { data } = (await daily.json()) as FeedPageResponse;
  const chosen = [...new Set(data.map((feed) => feed.owner))].slice(0, 2);
  expect(chosen).toHaveLength(2);

  await page.goto('/subscribed-lists');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Project Subscriptions' }),
  ).toBeVisible();
  const update = page.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, 'No projects selected')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search projects' });
  for (const project of chosen) {
    await search.fill(project);
    await page.getByRole('checkbox', { name: project, exact: true }).check();
  }
  // The choices survive searching: both are still ticked with the filter cleared.
  await search.fill('');
  for (const project of chosen) {
    await expect(page.getByRole('checkbox', { name: project, exact: true })).toBeChecked();
  }
  // The count shows in the sidebar (desktop) or the bottom bar (phone); one of them is hidden.
  await expect(page.getByText('2 projects selected').filter({ visible: true })).toBeVisible();
  await update.click();
  await expect(toast(page, 'Subscription Updated')).toBeVisible();

  await page.goto('/signals');
  await page.getByRole('tab', { name: 'Your Feeds' }).click();
  const list = page.getByRole('list', { name: 'Your feeds' });
  await expect(list.locator('article').first()).toBeVisible();
  const owners = await list.locator('article header div > p:first-child').allTextContents();
  expect(owners.length).toBeGreaterThan(0);
  expect(owners.filter((owner) => !chosen.includes(owner))).toEqual([]);
});

// One test per page, so a slow page on a busy machine spends its own time budget (as in
// a11y.spec.ts): the four in one test ran out of 120 s in CI.
for (const path of ['/search?q=uniswap', '/saved-feeds', '/subscribed-lists', '/search']) {
  test(`${path} has no serious accessibility problems when filled`, async ({ page }, testInfo) => {
    // A full page (100 search results, every project's checkbox) takes axe a while.
    test.setTimeout(90_000);
    await signUp(page, testInfo, 'a11y');
    // Filled: the editor a subscriber uses (a free account's overlay is scanned in a11y.spec.ts).
    if (path === '/subscribed-lists') await subscribeViaApi(page.request);
    if (path === '/saved-feeds') {
      await page.goto('/signals');
      await cards(page).first().getByRole('button', { name: 'Bookmark' }).click();
      await expect(toast(page, 'Bookmarked')).toBeVisible();
    }
    await page.goto(path);
    await waitForContent(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    expect(serious, `axe violations on ${path}`).toEqual([]);
  });
}
