// Settings → Alerts & integrations (issue 17) as a subscriber uses it: a webhook rule pointed at a
// receiver on this machine, then a commit goes through the real collect and analyse jobs, and the
// receiver gets one signed delivery carrying that commit's feed item; an API token and the private
// feed URL read with plain HTTP requests (no cookies, as curl would), and stop working once deleted
// or revoked. Against a server of its own with jobs on (console-server.ts, ADR 059), which lets
// alerts reach private addresses (ALERTS_ALLOW_PRIVATE_TARGETS) because the receiver is local.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { freePort } from '../../server/testing/free-port';
import { History } from '../../server/testing/collect-git-fixtures';
import { signUpViaApi, uniqueAccount } from './auth-helpers';
import { subscribeViaApi } from './billing-helpers';
import { CONSOLE_ADMIN, startConsoleServer, type ConsoleServer } from './console-server';
import { expect, test as base } from './fixtures';

type Delivery = { headers: IncomingHttpHeaders; body: string };
type Receiver = { url: string; deliveries: Delivery[]; close: () => Promise<void> };

/** A webhook receiver: keeps every request and answers 200, as a real endpoint would. */
async function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks/gitsignals`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** docs/alerts.md's check: HMAC-SHA256 of `t.body` with the rule's secret. */
function signatureVerifies(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const given = String(parts.v1 ?? '');
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

const test = base.extend<object, { server: ConsoleServer; receiver: Receiver }>({
  server: [
    async ({ playwright }, provide) => {
      const server = await startConsoleServer({ ALERTS_ALLOW_PRIVATE_TARGETS: 'true' });
      const request = await playwright.request.newContext({ baseURL: server.url });
      await signUpViaApi(request, CONSOLE_ADMIN);
      await request.dispose();
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  receiver: [
    // Playwright reads a fixture's dependencies from this pattern; the receiver needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const receiver = await startReceiver();
      await provide(receiver);
      await receiver.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, provide) => provide(server.url),
});

// One server, one database: the tests share it, in order.
test.describe.configure({ mode: 'serial' });

/** A new subscriber, signed in in `page`. */
async function signInSubscriber(page: Page, label: string) {
  const account = uniqueAccount(test.info(), label);
  await signUpViaApi(page.request, account);
  await subscribeViaApi(page.request);
}

/** Yesterday (UTC) at 10:00: a fresh day, in the past, whenever the test runs. */
function yesterdayAtTen(): string {
  const day = new Date(Date.now() - 86_400_000);
  day.setUTCHours(10, 0, 0, 0);
  return day.toISOString();
}

/** The operator's part: a repository with one new commit, added and collected now. */
async function collectFreshCommit(request: APIRequestContext, workDir: string): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: CONSOLE_ADMIN.email, password: CONSOLE_ADMIN.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const upstream = path.join(workDir, 'dynamic-fee-hook.git');
  const history = new History();
  history.commit({
    at: yesterdayAtTen(),
    message: 'feat(hooks): add dynamic fee hook',
    files: { 'src/hooks/DynamicFee.sol': 'contract DynamicFee {}\n'.repeat(40) },
  });
  history.writeTo(upstream);
  const added = await request.post('/api/admin/repositories', {
    data: { project: 'uniswap', url: upstream },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { repository } = (await added.json()) as { repository: { id: number } };
  const collect = await request.post(`/api/admin/repositories/${repository.id}/collect`);
  expect(collect.ok(), await collect.text()).toBe(true);
}

test('a webhook rule gets one signed delivery of the feed item a new commit makes', async ({
  page,
  server,
  receiver,
  playwright,
}) => {
  test.setTimeout(240_000);
  await signInSubscriber(page, 'alerts');
  await page.goto('/settings#alerts');
  await expect(page).toHaveURL(/\/settings\/integrations/);

  await page.getByRole('button', { name: 'New alert' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name', { exact: true }).fill('Uniswap to our hook');
  await form.getByRole('radio', { name: 'Low or higher' }).check();
  await form.getByRole('radio', { name: 'Webhook' }).check();
  await form.getByLabel('Webhook URL').fill(receiver.url);
  await form.getByRole('button', { name: 'Create alert' }).click();

  const secretDialog = page.getByRole('dialog');
  const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
  const rule = page.getByRole('listitem').filter({ hasText: 'Uniswap to our hook' });
  await expect(rule).toContainText('Active');
  await expect(rule).toContainText('127.0.0.1');

  const operator = await playwright.request.newContext({ baseURL: server.url });
  await collectFreshCommit(operator, server.workDir);
  await operator.dispose();

  await expect.poll(() => receiver.deliveries.length, { timeout: 120_000 }).toBeGreaterThan(0);
  const [delivery] = receiver.deliveries;
  const signature = String(delivery!.headers['x-gitsignals-signature']);
  expect(signatureVerifies(secret, signature, delivery!.body)).toBe(true);
  expect(signatureVerifies(secret, signature, `${delivery!.body} `)).toBe(false);
  const payload = JSON.parse(delivery!.body) as {
    id: string;
    type: string;
    rule: { name: string };
    items: {
      id: string;
      title: string;
      project: { slug: string };
      url: string;
      commitUrls: string[];
    }[];
  };
  expect(delivery!.headers['x-gitsignals-delivery']).toBe(payload.id);
  expect(payload.type).toBe('alert.instant');
  expect(payload.rule.name).toBe('Uniswap to our hook');
  const [item] = payload.items;
  expect(item!.project.slug).toBe('uniswap');
  expect(item!.url).toBe(`${server.url}/feeds/${item!.id}`);
  expect(item!.commitUrls).toHaveLength(1);

  // The item it carries is the one the feed shows for that commit.
  const feedItem = await page.request.get(`/api/feeds/${item!.id}`);
  expect(feedItem.ok()).toBe(true);
  const shown = (await feedItem.json()) as { title: string; commits: { message: string }[] };
  expect(shown.title).toBe(item!.title);
  expect(shown.commits.map((c) => c.message).join('\n')).toContain('add dynamic fee hook');

  // One delivery per (rule, item): nothing else arrives for it, and the log shows the one.
  await page.getByRole('button', { name: 'Delivery log of Uniswap to our hook' }).click();
  const log = page.getByRole('table');
  await expect(log.getByText('Delivered')).toHaveCount(receiver.deliveries.length);
  await expect(log).toContainText('200');
  const perItem = receiver.deliveries.flatMap((d) =>
    (JSON.parse(d.body) as { items: { id: string }[] }).items.map((i) => i.id),
  );
  expect(perItem.filter((id) => id === item!.id)).toHaveLength(1);
});

test('an API token and the private feed URL read without cookies, until deleted or revoked', async ({
  page,
  playwright,
  server,
}) => {
  test.setTimeout(120_000);
  await signInSubscriber(page, 'tokens');
  await page.goto('/settings/integrations');

  await page.getByLabel('Token name').fill('Research notebook');
  await page.getByRole('button', { name: 'Create token' }).click();
  const tokenDialog = page.getByRole('dialog');
  const token = await tokenDialog.getByRole('textbox', { name: 'API token' }).inputValue();
  expect(token).toMatch(/^gs_/);
  await tokenDialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText('Research notebook')).toBeVisible();

  await page.getByRole('button', { name: 'Create private feed URL' }).click();
  const atomUrl = await page.getByRole('textbox', { name: 'Private Atom feed' }).inputValue();
  expect(atomUrl).toMatch(/\/feeds\/personal\/[^/]+\.atom$/);

  // curl: no cookies, the token in a header; it reads as its owner (their record, their feed).
  const session = await page.request.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string; email: string } };
  const curl = await playwright.request.newContext({ baseURL: server.url });
  const bearer = { Authorization: `Bearer ${token}` };
  const readRecord = (headers?: Record<string, string>) =>
    curl.get(`/api/user/${user.id}`, { headers });
  const record = await readRecord(bearer);
  expect(record.status(), await record.text()).toBe(200);
  expect(((await record.json()) as { email: string }).email).toBe(user.email);
  expect((await readRecord()).status()).toBe(401);
  const personal = await curl.post(`/api/feeds/user/${user.id}`, {
    headers: bearer,
    data: { page: 1 },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  const atom = await curl.get(atomUrl);
  expect(atom.status()).toBe(200);
  expect(atom.headers()['content-type']).toContain('application/atom+xml');
  expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');

  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByRole('button', { name: 'Delete token Research notebook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete token' }).click();
  await expect(tokens.getByText('Research notebook')).toHaveCount(0);
  expect(
    (await curl.post('/api/feeds/daily', { headers: bearer, data: { page: 1 } })).status(),
  ).toBe(401);

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke URL' }).click();
  await expect(page.getByRole('button', { name: 'Create private feed URL' })).toBeVisible();
  expect((await curl.get(atomUrl)).status()).toBe(404);
  await curl.dispose();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // A phone: the whole page, its rules, URLs and tokens fit 375 px without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'API tokens' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
