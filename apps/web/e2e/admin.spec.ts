// The operators' console (/admin, issue 16): an admin adds a local repository to a project,
// collects it now and follows the job to completed, then finds the new feed items; a collect that
// fails shows its error on the jobs screen and is retried from there; a visitor is sent to sign
// in and a non-admin gets "Admins only"; every screen fits a 375 px phone and passes axe. Against a server of its own
// (console-server.ts, ADR 059), started once for the worker.
import { renameSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { CONSOLE_ADMIN, startConsoleServer, type ConsoleServer } from './console-server';
import { fixtureRepository } from '../../server/testing/collect-git-fixtures';
import { expect, test as base } from './fixtures';

const test = base.extend<object, { consoleServer: ConsoleServer }>({
  consoleServer: [
    async ({ playwright }, provide) => {
      const server = await startConsoleServer();
      const request = await playwright.request.newContext({ baseURL: server.url });
      await signUpViaApi(request, CONSOLE_ADMIN);
      await request.dispose();
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ consoleServer }, provide) => provide(consoleServer.url),
});

// One server, one database: the tests share it, in order.
test.describe.configure({ mode: 'serial' });

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: CONSOLE_ADMIN.email, password: CONSOLE_ADMIN.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function addRepository(page: Page, project: string, url: string) {
  await page.getByLabel('Project (slug)').fill(project);
  await page.getByLabel('Repository URL or path').fill(url);
  await page.getByRole('button', { name: 'Add repository' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added / })).toBeVisible();
}

/** The repository's entry in its project's card on the repositories screen. */
const repositoryEntry = (page: Page, projectName: string) =>
  page
    .getByRole('list', { name: `Repositories of ${projectName}` })
    .getByRole('listitem')
    .filter({ hasText: 'upstream/' });

test('an admin adds a local repository, collects it now and follows the job to its feed items', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const dir = fixtureRepository(consoleServer.workDir, 'v4-hooks');
  await signInAsAdmin(page);
  await page.goto('/signals');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Admin console' })
    .click();
  await expect(page).toHaveURL(/\/admin\/repositories$/);

  await addRepository(page, 'uniswap', dir);
  await page.getByLabel('Search projects').fill('uniswap');
  const entry = repositoryEntry(page, 'Uniswap');
  await expect(entry).toContainText('upstream/v4-hooks');
  await expect(entry).toContainText('Never collected');

  await entry.getByRole('button', { name: 'Collect now: upstream/v4-hooks' }).click();
  // Followed every second: waiting (or already running), then completed.
  await expect(entry.getByText(/^(Waiting|Running)$/)).toBeVisible();
  await expect(entry.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await expect(entry.getByText('OK', { exact: true })).toBeVisible();
  await expect(entry.getByText('Commits').locator('..')).toContainText('2');

  // The analysis queued after the collect writes the project's feed items: the feed shows them.
  const uniswapCards = page.locator('article[data-feed-id]').filter({ hasText: 'Uniswap' });
  await expect
    .poll(
      async () => {
        await page.goto('/signals');
        await expect(page.getByRole('main')).toBeVisible();
        return uniswapCards.count();
      },
      { timeout: 90_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);
});

test('a failed collect shows its error on the jobs screen and is retried from there', async ({
  page,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const dir = fixtureRepository(consoleServer.workDir, 'curve-stableswap');
  await signInAsAdmin(page);
  await page.goto('/admin/repositories');
  await addRepository(page, 'curve', dir);
  renameSync(dir, `${dir}-moved`);

  await page.getByLabel('Search projects').fill('curve');
  const entry = repositoryEntry(page, 'Curve');
  await entry.getByRole('button', { name: 'Collect now: upstream/curve-stableswap' }).click();
  await expect(entry.getByText('Failed').first()).toBeVisible({ timeout: 90_000 });
  await expect(entry.getByText('Last error')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Console screens' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  const failed = page
    .getByRole('list', { name: 'Failed jobs' })
    .getByRole('listitem')
    .filter({ hasText: 'curve' });
  await expect(failed).toContainText('curve: all 1 repositories failed');

  renameSync(`${dir}-moved`, dir);
  await failed.getByRole('button', { name: 'Retry collect-project · curve' }).click();
  // Back in its queue, it leaves the failed list and is followed under "Retried" to its end.
  const retried = page.getByRole('list', { name: 'Retried jobs' }).getByRole('listitem');
  await expect(retried).toContainText('curve');
  await expect(retried.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await expect(failed).toHaveCount(0);

  await page.getByRole('link', { name: 'Repositories' }).click();
  await page.getByLabel('Search projects').fill('curve');
  await expect(repositoryEntry(page, 'Curve').getByText('OK', { exact: true })).toBeVisible();
});

test('a visitor is sent to sign in; an account without the admin role gets "Admins only"', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/signin$/);
  await signUpViaApi(page.request, uniqueAccount(testInfo, 'reader'));
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin console' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The API refuses them too (403), whatever the page shows.
  expect((await page.request.get('/api/admin/jobs')).status()).toBe(403);
});

/** Serious and critical accessibility violations axe finds on the page. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test('every console screen fits a 375 px phone without sideways scrolling, and passes axe', async ({
  page,
}, testInfo) => {
  // Five screens, each loaded and checked by axe: a minute is too little on a busy 2-core machine.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  for (const screen of ['repositories', 'jobs', 'llm', 'email', 'users']) {
    await page.goto(`/admin/${screen}`);
    await expect(page.getByRole('heading', { name: 'Operators’ console' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${screen}: the page scrolls sideways`).toBe(0);
    expect(await seriousViolations(page), `axe on /admin/${screen}`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`admin-${screen}-375.png`), fullPage: true });
  }
});
