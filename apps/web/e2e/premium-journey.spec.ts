// Issue 5's premium journey in one go, as a newcomer on the demo data lives it: the Agent Hub
// sends a free account to /pricing; the account subscribes through the test-mode checkout; opens
// a stack detail, a contact table and the Agent Hub; adds a profile and sees its insights; and
// cancels. Each screen's own states are covered by its spec (billing, stacks, network,
// agent-hub); this one checks they hold together.
import type { FeedPageResponse } from '@gitsignals/contracts';
import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { expect, test } from './fixtures';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('a free account subscribes in test mode, uses the premium screens and cancels', async ({
  page,
}, testInfo) => {
  // Two full page loads through checkout and six screens on a busy runner.
  test.setTimeout(150_000);
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'premium-journey'));

  await page.goto('/agent');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(toast(page, 'Access Denied')).toBeVisible();

  const premium = page.getByRole('region', { name: /^Premium/ });
  await premium.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(page).toHaveURL(/\/signals$/);

  await page.goto('/stacks/aave');
  await expect(page.getByRole('heading', { level: 1, name: 'Aave' })).toBeVisible();

  await page.getByRole('link', { name: 'View contacts' }).click();
  await expect(page).toHaveURL(/\/network\/aave$/i);
  const contributors = page.getByRole('table').filter({ hasText: 'Share of commits' });
  await expect(contributors.getByRole('row').nth(1)).toBeVisible();

  // A project active in the demo's last week is the competitor the growth agent watches.
  const feed = await page.request.post('/api/feeds/daily', {
    data: { page: 1, limit: 1, days: 7 },
  });
  const competitor = ((await feed.json()) as FeedPageResponse).data[0]!.project.name;
  await page.goto('/agent');
  await page.getByRole('button', { name: 'Set up the Growth Agent' }).click();
  await page
    .getByRole('dialog', { name: 'Add an AI profile' })
    .getByRole('button', { name: 'Next' })
    .click();
  const answers = page.getByRole('dialog', { name: 'Set up the Growth Agent' });
  await answers.getByLabel('Which competitors do you want to track?').fill(competitor);
  await answers.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile added')).toBeVisible();
  // What the daily run does after its analyses, through the development hook.
  const run = await page.request.post('/api/dev/insights/run');
  expect(run.ok(), await run.text()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Growth Agent insights' }).getByRole('link').first(),
  ).toContainText(competitor);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Subscription' });
  await section.getByRole('button', { name: 'Cancel subscription' }).click();
  await section.getByRole('button', { name: 'Yes, cancel subscription' }).click();
  await expect(page.getByText('Your subscription has been successfully canceled.')).toBeVisible();
  await expect(
    section.getByText(/will be canceled at the end of the current billing period on/),
  ).toBeVisible();
  // Cancelling ends the plan at the period's end, not now: the Agent Hub stays open until then.
  await page.goto('/agent');
  await expect(page.getByRole('tab', { name: 'Growth Agent' })).toBeVisible();
});
