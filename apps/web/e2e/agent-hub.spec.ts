// The Agent Hub end to end: a free account is sent to /pricing; a subscriber adds a profile that
// matches the demo data, and after the insights run (the development hook POST
// /api/dev/insights/run, what the daily run does after its analyses) sees its insights.
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

test('a subscriber adds a growth profile and sees its insights after the insights run @layout', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'agent'));
  await subscribeViaApi(page.request);

  // A project with activity in the last days of the demo data: the competitor to watch.
  const feed = await page.request.post('/api/feeds/daily', {
    data: { page: 1, limit: 1, days: 7 },
  });
  const { data } = (await feed.json()) as FeedPageResponse;
  const competitor = data[0]!.project.name;

  await page.goto('/agent');
  await expect(page.getByRole('heading', { name: 'Welcome to the Agent Hub' })).toBeVisible();
  await waitForContent(page);
  await page.screenshot({ path: testInfo.outputPath('agent-welcome.png'), fullPage: true });

  await page.getByRole('button', { name: 'Set up the Growth Agent' }).click();
  const choose = page.getByRole('dialog', { name: 'Add an AI profile' });
  await expect(choose.getByRole('radio', { name: /Growth Agent/ })).toBeChecked();
  await choose.getByRole('button', { name: 'Next' }).click();
  const answers = page.getByRole('dialog', { name: 'Set up the Growth Agent' });
  await answers.getByLabel('Which competitors do you want to track?').fill(competitor);
  await page.screenshot({ path: testInfo.outputPath('agent-dialog.png') });
  await answers.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile added')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Growth Agent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No insights yet')).toBeVisible();

  const run = await page.request.post('/api/dev/insights/run');
  expect(run.ok(), await run.text()).toBe(true);
  expect(((await run.json()) as { written: number }).written).toBeGreaterThan(0);

  await page.reload();
  const list = page.getByRole('list', { name: 'Growth Agent insights' });
  const first = list.getByRole('link').first();
  await expect(first).toContainText(competitor);
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('href', /^\/feeds\/[0-9a-f-]{36}$/);
  await waitForContent(page);
  await page.screenshot({ path: testInfo.outputPath('agent-insights.png'), fullPage: true });

  // The card opens the feed item in a new tab.
  const [detail] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
  await expect(detail).toHaveURL(/\/feeds\/[0-9a-f-]{36}$/);
  await detail.close();

  // Adding a second profile: the growth agent is 'Added' and cannot be picked again.
  await page.getByRole('button', { name: '+ AI Profile' }).click();
  const again = page.getByRole('dialog', { name: 'Add an AI profile' });
  await expect(again.getByRole('radio', { name: /Growth Agent\s*Added/ })).toBeDisabled();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete the Growth Agent profile' }).click();
  await expect(toast(page, 'Profile deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the Agent Hub' })).toBeVisible();
});
