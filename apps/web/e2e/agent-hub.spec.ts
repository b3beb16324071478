// The Agent Hub end to end: a free account is sent to /pricing; a new subscriber saves a Risk
// profile that matches the demo data and, without reloading or any other trigger, sees
// "Preparing your insights…" and then the insights the run queued by the save wrote; a profile
// that matches nothing says so.
import type { FeedPageResponse } from '@gitsignals/contracts';
import type { Page } from '@playwright/test';
import { expect, test, waitForContent } from './fixtures';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('a free account is sent from /agent to /pricing', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'agent-free'));
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(toast(page, 'Access Denied')).toBeVisible();
});

test('a new subscriber saves a Risk profile and sees its insights without any manual trigger @layout', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'agent'));
  await subscribeViaApi(page.request);

  // A project with activity in the last days of the demo data: the protocol to monitor.
  const feed = await page.request.post('/api/feeds/daily', {
    data: { page: 1, limit: 1, days: 7 },
  });
  const { data } = (await feed.json()) as FeedPageResponse;
  const protocol = data[0]!.project.name;

  await page.goto('/agent');
  await expect(page.getByRole('heading', { name: 'Welcome to the Agent Hub' })).toBeVisible();
  await waitForContent(page);
  await page.screenshot({ path: testInfo.outputPath('agent-welcome.png'), fullPage: true });

  await page.getByRole('button', { name: 'Set up the Risk Agent' }).click();
  const choose = page.getByRole('dialog', { name: 'Add an AI profile' });
  await expect(choose.getByRole('radio', { name: /Risk Agent/ })).toBeChecked();
  await choose.getByRole('button', { name: 'Next' }).click();
  const answers = page.getByRole('dialog', { name: 'Set up the Risk Agent' });
  await answers.getByLabel('Which protocols do you monitor for risk?').fill(protocol);
  await answers
    .getByLabel('Which risk factors concern you most?')
    .fill('security fixes, breaking changes, governance');
  await page.screenshot({ path: testInfo.outputPath('agent-dialog.png') });
  // The preparing state can be short: record whether it was ever on screen.
  await page.evaluate(() => {
    const seen = window as unknown as { sawPreparing: boolean };
    seen.sawPreparing = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Preparing your insights…')) seen.sawPreparing = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await answers.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile added')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Risk Agent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // No reload and no development hook: the run the save queued writes them, the page polls.
  const list = page.getByRole('list', { name: 'Risk Agent insights' });
  await expect(list).toBeVisible({ timeout: 60_000 });
  expect(
    await page.evaluate(() => (window as unknown as { sawPreparing: boolean }).sawPreparing),
  ).toBe(true);
  await expect(page.getByText('Preparing your insights…')).toHaveCount(0);
  const first = list.getByRole('link').first();
  await expect(first).toContainText(protocol);
  await expect(first).toContainText(
    /You monitor .+ for risk|You listed .+ among your risk factors/,
  );
  // It cites the headline commit of the feed item it opens.
  await expect(first.locator('code')).toHaveText(/^[0-9a-f]{7}$/);
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('href', /^\/feeds\/[0-9a-f-]{36}$/);
  // No two insights of the list read the same, card for card.
  const texts = await list.locator('li p').allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  await waitForContent(page);
  await page.screenshot({ path: testInfo.outputPath('agent-insights.png'), fullPage: true });

  // The card opens the feed item in a new tab.
  const [detail] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
  await expect(detail).toHaveURL(/\/feeds\/[0-9a-f-]{36}$/);
  await detail.close();

  // Adding a second profile: the risk agent is 'Added' and cannot be picked again.
  await page.getByRole('button', { name: '+ AI Profile' }).click();
  const again = page.getByRole('dialog', { name: 'Add an AI profile' });
  await expect(again.getByRole('radio', { name: /Risk Agent\s*Added/ })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete the Risk Agent profile' }).click();
  await expect(toast(page, 'Profile deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the Agent Hub' })).toBeVisible();
});

test('a profile that matches nothing says so, and what to add', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'agent-empty'));
  await subscribeViaApi(page.request);
  await page.goto('/agent');
  await page.getByRole('button', { name: 'Set up the Auditor Agent' }).click();
  await page
    .getByRole('dialog', { name: 'Add an AI profile' })
    .getByRole('button', { name: 'Next' })
    .click();
  const answers = page.getByRole('dialog', { name: 'Set up the Auditor Agent' });
  await answers.getByLabel('Which projects do you audit, or want to?').fill('Nonexistent Protocol');
  await answers.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('No matching activity in the last 7 days')).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByText(
      /none matched Nonexistent Protocol \(projects you audit\)\. Add projects you audit/,
    ),
  ).toBeVisible();
});
