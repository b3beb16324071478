// Alert deliveries end to end (issue 17, ADR 060): a commit in a real git repository goes through
// the real collect and analyse steps on real pg-boss queues, the `alerts.match` and
// `alerts.deliver` jobs, the real webhook channel, to a local receiver: one signed delivery per
// (rule, item) however often the item is analysed; a 500 is retried; a rule whose deliveries keep
// failing is paused and its owner told by e-mail; the delivery log shows each attempt.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRegistryProjects, type DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { createSendAlert } from '../src/alert-channels/send-alert';
import { verifySignature } from '../src/alert-channels/sign';
import { registerRepositoryFor } from '../src/collectors/collect-projects';
import { pipelineSteps } from '../src/jobs/pipeline-steps';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import { History } from '../testing/collect-git-fixtures';
import { signUp, type SignedInUser } from './auth-helpers';
import { startAlertReceiver, type AlertReceiver } from './stand-ins/alert-receiver';
import { giveSubscription } from './billing-helpers';
import { rawQuery, tempOutboxMailer } from './digest-fixtures';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { callAs } from './user-api-helpers';

const PUBLIC_URL = 'http://localhost:3000';
/** Yesterday (UTC) at this hour: a fresh day, in the past, whenever the test runs. */
const yesterdayAt = (hour: number) => {
  const d = new Date(Date.now() - 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

let handle: DatabaseHandle;
let t: TestApp;
let jobs: Jobs;
let receiver: AlertReceiver;
let workDir: string;
let upstream: string;
const lines: string[] = [];
const mailer = tempOutboxMailer(() => handle.db);

beforeAll(async () => {
  handle = await createTestDatabase();
  workDir = mkdtempSync(path.join(tmpdir(), 'gitsignals-alerts-'));
  receiver = await startAlertReceiver();
  await saveRegistryProjects(handle.db, [registryProject('uniswap', { repos: [] })]);
  upstream = path.join(workDir, 'hooks.git');
  const history = new History();
  history.commit({
    at: yesterdayAt(10),
    message: 'feat(hooks): add dynamic fee hook',
    files: { 'src/hooks/DynamicFee.sol': 'contract DynamicFee {}\n'.repeat(40) },
  });
  history.writeTo(upstream);
  await registerRepositoryFor(handle.db, {
    projectSlug: 'uniswap',
    urlOrPath: upstream,
    cwd: workDir,
  });
  const now = () => new Date();
  jobs = await startJobs({
    handle,
    databaseUrl: handle.pool?.options.connectionString,
    pipeline: {
      steps: pipelineSteps({
        db: handle.db,
        dataDir: workDir,
        scope: 'all',
        now,
        log: () => undefined,
      }),
      dailyCron: '40 23 * * *',
      concurrency: 1,
      retryDelaySeconds: 1,
      pollingSeconds: 0.5,
    },
    alerts: {
      deps: {
        db: handle.db,
        now,
        mailer,
        publicUrl: PUBLIC_URL,
        // The receiver is on this machine: the operator's switch for tests and self-hosting.
        sendAlert: createSendAlert({ allowPrivateTargets: true, mailer, telegram: undefined, now }),
      },
      daily: false,
      retryDelaySeconds: 1,
      pollingSeconds: 0.5,
    },
    log: (level, message) => lines.push(`${level} ${message}`),
  });
  t = await createTestApp({ publicUrl: PUBLIC_URL, alertQueue: jobs.alerts }, handle);
}, 60_000);

afterAll(async () => {
  await jobs?.stop();
  await t?.app.close();
  mailer.close();
  await receiver?.close();
  await handle?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function subscriber(): Promise<SignedInUser> {
  const user = await signUp(t.app);
  await giveSubscription(handle, user.id);
  return user;
}

async function createRule(user: SignedInUser, body: Record<string, unknown>) {
  const res = await callAs(t.app, user)('POST', `/api/users/${user.id}/alerts`, {
    name: 'Uniswap',
    delivery: 'instant',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
}

async function deliveriesOf(user: SignedInUser, ruleId: string) {
  const res = await callAs(t.app, user)('GET', `/api/users/${user.id}/alerts/${ruleId}/deliveries`);
  expect(res.statusCode).toBe(200);
  return res.json().deliveries as Record<string, unknown>[];
}

const linesOf = (prefix: string) => lines.filter((l) => l.startsWith(prefix));
const to = (p: string) => receiver.received.filter((r) => r.path === p);

describe('alert deliveries', () => {
  it('delivers one signed message per (rule, item), however often the item is analysed', async () => {
    const user = await subscriber();
    const rule = await createRule(user, {
      projects: ['uniswap'],
      destination: { type: 'webhook', url: `${receiver.url}/uniswap` },
    });

    await jobs.runDailyNow();
    await expect.poll(() => to('/uniswap').length, { timeout: 60_000, interval: 250 }).toBe(1);
    const [request] = to('/uniswap');
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      type: 'alert.instant',
      rule: { id: rule.id, name: 'Uniswap' },
      manageUrl: `${PUBLIC_URL}/settings#alerts`,
    });
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item.title).toMatch(/dynamic fee hook/i);
    expect(item.project).toMatchObject({ slug: 'uniswap' });
    expect(item.url).toBe(`${PUBLIC_URL}/feeds/${item.id}`);
    expect(item.commitUrls).toHaveLength(1);
    const signature = request!.headers['x-gitsignals-signature'] as string;
    expect(verifySignature(rule.secret, signature, request!.body, new Date())).toBe(true);
    expect(verifySignature(rule.secret, signature, `${request!.body} `, new Date())).toBe(false);

    // The log row says how it went: time, status, latency, the receiver's answer code.
    const deliveryId = request!.headers['x-gitsignals-delivery'];
    expect(await deliveriesOf(user, rule.id)).toEqual([
      {
        id: deliveryId,
        kind: 'instant',
        itemIds: [item.id],
        title: item.title,
        createdAt: expect.any(String),
        status: 'delivered',
        attempts: 1,
        lastAttemptAt: expect.any(String),
        deliveredAt: expect.any(String),
        latencyMs: expect.any(Number),
        responseCode: 200,
        error: null,
      },
    ]);

    // The analysis again: nothing changed, nothing is written, nothing matched.
    await jobs.requestAnalysis('uniswap');
    await expect.poll(() => linesOf('info analyse-project').length, { timeout: 30_000 }).toBe(2);
    // The item matched again (as after an analysis that rewrote it): already owed, not sent again.
    const matches = () => linesOf('info alerts.match');
    const matchedBefore = matches().length;
    await jobs.matchAlerts([item.id]);
    await expect.poll(() => matches().length, { timeout: 30_000 }).toBe(matchedBefore + 1);
    expect(matches().at(-1)).toMatch(/^info alerts\.match: 0 deliveries queued/);

    // A new commit the same day rewrites the day's item under the same id: the item is matched
    // again and not sent again (whatever else the analysis announced, such as a stack change,
    // is a new item of its own).
    const more = new History();
    more.continueBranch('main');
    more.commit({
      at: yesterdayAt(11),
      message: 'feat(hooks): add a fee cap to the dynamic fee hook',
      files: { 'src/hooks/FeeCap.sol': 'contract FeeCap {}\n'.repeat(40) },
    });
    more.writeTo(upstream);
    await jobs.runDailyNow();
    await expect
      .poll(() => matches().length, { timeout: 60_000, interval: 250 })
      .toBe(matchedBefore + 2);
    const settled = async () =>
      (await deliveriesOf(user, rule.id)).every((d) => d.status === 'delivered');
    await expect.poll(settled, { timeout: 30_000 }).toBe(true);
    const sentItems = to('/uniswap').flatMap(
      (r) => JSON.parse(r.body).items as { id: string; title: string }[],
    );
    expect(sentItems.filter((i) => i.id === item.id)).toEqual([
      expect.objectContaining({ title: item.title }),
    ]);
    expect(new Set(sentItems.map((i) => i.id)).size).toBe(sentItems.length);
    const [rewritten] = await rawQuery<{ title: string }>(
      handle,
      'select title from feed_items where id = $1',
      [item.id],
    );
    expect(rewritten!.title).toMatch(/fee cap/i);
  }, 120_000);

  it('retries a delivery the receiver answered with a 500', async () => {
    const user = await subscriber();
    const rule = await createRule(user, {
      projects: ['uniswap'],
      destination: { type: 'webhook', url: `${receiver.url}/flaky` },
    });
    receiver.answer('/flaky', { status: 500, body: 'try later' });
    const before = receiver.received.length;
    const sent = await callAs(t.app, user)('POST', `/api/users/${user.id}/alerts/${rule.id}/test`);
    expect(sent.statusCode).toBe(202);
    // The receiver recovers once it has answered the first attempt, long before the retry.
    await receiver.waitFor(before + 1);
    receiver.answer('/flaky', { status: 200, body: 'ok' });

    await expect
      .poll(async () => (await deliveriesOf(user, rule.id))[0]?.status, { timeout: 30_000 })
      .toBe('delivered');
    expect(to('/flaky')).toHaveLength(2);
    // The same delivery both times: a receiver can drop the repeat by its id.
    const ids = new Set(to('/flaky').map((r) => r.headers['x-gitsignals-delivery']));
    expect(ids).toEqual(new Set([sent.json().delivery.id]));
    expect((await deliveriesOf(user, rule.id))[0]).toMatchObject({
      kind: 'test',
      attempts: 2,
      responseCode: 200,
      error: null,
    });
  }, 60_000);

  it('pauses a rule after five deliveries failed for good and tells its owner', async () => {
    const user = await subscriber();
    const slugs = ['p1', 'p2', 'p3', 'p4', 'p5'];
    // Five fresh items of five projects, written without an analysis: matched by hand below.
    const today = new Date().toISOString().slice(0, 10);
    const itemIds = await seedFeed(
      handle,
      slugs.map((slug) => registryProject(slug)),
      slugs.map((slug) => ({ slug, date: today })),
    );
    const rule = await createRule(user, {
      name: 'Gone',
      projects: slugs,
      destination: { type: 'webhook', url: `${receiver.url}/gone` },
    });
    receiver.answer('/gone', { status: 410, body: 'no such hook' });
    await jobs.matchAlerts(itemIds);

    const ruleState = async () =>
      (await callAs(t.app, user)('GET', `/api/users/${user.id}/alerts`)).json().alerts[0];
    await expect
      .poll(async () => (await ruleState()).status, { timeout: 60_000, interval: 250 })
      .toBe('paused');
    expect((await ruleState()).pausedReason).toBe(
      'Paused after 5 failed deliveries: The receiver answered 410: no such hook',
    );
    // A 410 is not retried: one attempt each.
    expect(to('/gone')).toHaveLength(5);
    const log = await deliveriesOf(user, rule.id);
    expect(log.map((d) => [d.status, d.attempts, d.responseCode])).toEqual(
      slugs.map(() => ['failed', 1, 410]),
    );
    const mails = await rawQuery<{ subject: string }>(
      handle,
      `select subject from mail_messages where kind = 'alert-paused' and recipient = $1`,
      [user.email],
    );
    expect(mails).toEqual([{ subject: 'Your GitSignals alert "Gone" was paused' }]);

    // Resuming starts the count again.
    const resumed = await callAs(t.app, user)('PUT', `/api/users/${user.id}/alerts/${rule.id}`, {
      name: 'Gone',
      delivery: 'instant',
      projects: slugs,
      destination: { type: 'webhook', url: `${receiver.url}/gone` },
      paused: false,
    });
    expect(resumed.json()).toMatchObject({ status: 'active', pausedReason: null });
  }, 90_000);
});
