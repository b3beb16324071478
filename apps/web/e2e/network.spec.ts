import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { expect, test, waitForContent } from './fixtures';

// Network: /network for any signed-in user, /network/{project} for subscribers, over the demo
// data (core contributors derived from its real commit history by the first-run import; the demo
// imports no business contacts, so that table shows its empty state here).

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await waitForContent(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

test('a subscriber finds a project, opens its contacts and searches them @layout', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'network'));
  await subscribeViaApi(page.request);

  await page.goto('/network');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Web3 Project Contacts' }),
  ).toBeVisible();
  // The projects with contacts: every demo repository's project has core contributors.
  const list = page.getByRole('region', { name: 'Projects with contacts' });
  await expect(list.getByRole('link', { name: /^Aave/ })).toContainText(/\d+ core contributors?/);
  await expectNoSeriousViolations(page);

  const find = page.getByRole('button', { name: 'Find Contacts' });
  await expect(find).toBeDisabled();
  await page.getByRole('combobox', { name: 'Project' }).fill('aave');
  await page.getByRole('option', { name: /^Aave/ }).first().click();
  await find.click();
  await expect(page).toHaveURL(/\/network\/aave$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Aave' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View stack' })).toHaveAttribute(
    'href',
    '/stacks/aave',
  );
  await expect(page.getByText('No contacts have been imported for Aave yet.')).toBeVisible();
  // What the project publishes in its repositories is a group of its own (rows or its sentence).
  await expect(page.getByRole('heading', { name: 'Published by the project' })).toBeVisible();
  const contributors = page.getByRole('table').filter({ hasText: 'Share of commits' });
  const rows = contributors.getByRole('row');
  // A header row and at least two contributors, each with a share; never an e-mail address.
  await expect.poll(() => rows.count()).toBeGreaterThan(2);
  await expect(contributors).not.toContainText('@');
  await expect(rows.nth(1)).toContainText(/\d+\.\d%/);
  await expectNoSeriousViolations(page);

  // Search a part of the first contributor's name: the match is highlighted, others filtered out.
  const first = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  const part = first.slice(0, Math.min(4, first.length));
  const total = await rows.count();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(part);
  await expect(contributors.locator('mark').first()).toHaveText(new RegExp(`^${part}$`, 'i'));
  await expect.poll(() => rows.count()).toBeLessThanOrEqual(total);
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('zzzz-no-such-person');
  await expect(page.getByText('No core contributors match "zzzz-no-such-person"')).toBeVisible();

  // An unknown project: the browser logs the API's 404, the page shows the error view.
  consoleErrors.allow(/status of 404.*\/api\/profile\/no-such-project\/contacts/);
  await page.goto('/network/no-such-project');
  await expect(page.getByRole('heading', { name: 'Error Loading Contacts' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Network' }).click();
  await expect(page).toHaveURL(/\/network$/);
});

test('a free user may browse /network but is sent to /pricing from a contact table', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'network-free'));
  await page.goto('/network');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Discover Web3 Project Contacts' }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Projects with contacts' })
    .getByRole('link', { name: /^Aave/ })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Please upgrade your plan to access this feature.')).toBeVisible();
  // The history entry was replaced: Back returns to /network, not to the gated page.
  await page.goBack();
  await expect(page).toHaveURL(/\/network$/);
  // The server refuses the contacts themselves too.
  const refused = await page.request.get('/api/profile/aave/contacts');
  expect(refused.status()).toBe(403);
});
