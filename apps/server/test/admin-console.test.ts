// The operators' console's API with real data: a repository added to a project through it and
// collected with "Collect now" ends with its commits stored and feed items, followed from waiting
// to completed; a collect that fails shows its error and runs again with a retry; the daily run
// tells each project's outcome; LLM usage per day and model; users without a secret.
import { renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertLlmCall,
  listFeedItems,
  saveRegistryProjects,
  setUserRoleByEmail,
} from '@gitsignals/db';
import { createMailer } from '../src/mail/mailer';
import { postSignUp, signUp } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { rawQuery } from './digest-fixtures';
import { registryProject } from './helpers';
import { callAs } from './user-api-helpers';
import { fixtureRepository } from '../testing/collect-git-fixtures';
import { jobReaching, startConsole, type ConsoleUnderTest } from './admin-console-helpers';

let t: ConsoleUnderTest;
let asAdmin: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await startConsole();
  asAdmin = callAs(t.app, t.admin);
  await saveRegistryProjects(t.handle.db, [
    registryProject('uniswap', { name: 'Uniswap', repos: [] }),
    registryProject('aave', { name: 'Aave', repos: ['aave/aave-v3-core'] }),
    registryProject('curve', { name: 'Curve', repos: [] }),
  ]);
}, 120_000);
afterAll(() => t?.close());

const repositoriesOf = async (project: string) => {
  const res = await asAdmin('GET', `/api/admin/repositories?search=${project}`);
  expect(res.statusCode).toBe(200);
  return res.json().projects.find((p: { slug: string }) => p.slug === project).repositories;
};

describe('repositories', () => {
  it('adds a local repository, collects it now and follows the job to its commits and items', async () => {
    const dir = fixtureRepository(t.workDir, 'v4-hooks');
    const added = await asAdmin('POST', '/api/admin/repositories', {
      project: 'uniswap',
      url: dir,
    });
    expect(added.statusCode).toBe(201);
    const repository = added.json().repository;
    expect(added.json()).toEqual({
      project: 'uniswap',
      repository: {
        id: expect.any(Number),
        fullName: 'upstream/v4-hooks',
        host: 'local',
        url: dir,
        isReplay: false,
        outcome: 'never',
        lastCollectedAt: null,
        lastAttemptAt: null,
        lastError: null,
        commits: 0,
      },
    });

    const collect = await asAdmin('POST', `/api/admin/repositories/${repository.id}/collect`);
    expect(collect.statusCode).toBe(202);
    const { queue, jobId } = collect.json();
    expect(queue).toBe('collect-project');
    const job = await jobReaching(t, queue, jobId, ['completed', 'failed']);
    expect(job).toMatchObject({
      state: 'completed',
      project: 'uniswap',
      payload: { projectSlug: 'uniswap', repositoryIds: [repository.id] },
      output: { newCommits: 2, analyseJobId: expect.any(String) },
      error: null,
    });
    expect(Date.parse(job.finishedAt)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));

    const [after] = await repositoriesOf('uniswap');
    expect(after).toMatchObject({ id: repository.id, outcome: 'ok', commits: 2, lastError: null });
    expect(after.lastCollectedAt).toEqual(after.lastAttemptAt);
    // The analysis queued after the collect writes the day's feed item.
    const analyse = await jobReaching(t, 'analyse-project', job.output.analyseJobId, [
      'completed',
      'failed',
    ]);
    expect(analyse.state).toBe('completed');
    const items = await listFeedItems(t.handle.db, {}, 10, 0);
    expect(items.map((i) => i.owner)).toContain('Uniswap');
  });

  it('shows a failed collect with its error, and a retry collects it once the repository is back', async () => {
    const dir = fixtureRepository(t.workDir, 'curve-stableswap');
    const added = await asAdmin('POST', '/api/admin/repositories', { project: 'curve', url: dir });
    const { id } = added.json().repository;
    const away = `${dir}-moved`;
    renameSync(dir, away);

    const { jobId } = (await asAdmin('POST', `/api/admin/repositories/${id}/collect`)).json();
    const failed = await jobReaching(t, 'collect-project', jobId, ['completed', 'failed']);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/curve: all 1 repositories failed/);
    const [repository] = await repositoriesOf('curve');
    expect(repository).toMatchObject({ outcome: 'failed', commits: 0, lastCollectedAt: null });
    expect(repository.lastError).toEqual(expect.any(String));
    expect(repository.lastAttemptAt).not.toBeNull();

    const screen = (await asAdmin('GET', '/api/admin/jobs')).json();
    expect(screen.failed[0]).toMatchObject({
      id: jobId,
      queue: 'collect-project',
      project: 'curve',
    });
    expect(screen.failed[0].error).toBe(failed.error);
    const counts = screen.queues.find((q: { queue: string }) => q.queue === 'collect-project');
    expect(counts).toMatchObject({ failed: 1, completed: 1 });

    renameSync(away, dir);
    const retried = await asAdmin('POST', `/api/admin/jobs/collect-project/${jobId}/retry`);
    expect(retried.statusCode).toBe(202);
    // Queued again; a worker may already have taken it by the time the answer is read.
    expect(retried.json()).toMatchObject({ id: jobId });
    expect(['waiting', 'active', 'completed']).toContain(retried.json().state);
    const done = await jobReaching(t, 'collect-project', jobId, ['completed', 'failed']);
    expect(done).toMatchObject({ state: 'completed', output: { newCommits: 2 } });
    expect((await repositoriesOf('curve'))[0]).toMatchObject({
      outcome: 'ok',
      commits: 2,
      lastError: null,
    });
    // A job that did not fail is not retried.
    const again = await asAdmin('POST', `/api/admin/jobs/collect-project/${jobId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_failed');
  });

  it('refuses a bad project or location naming the field, and a repository the project has', async () => {
    const dir = fixtureRepository(t.workDir, 'aave-v4');
    const refusal = async (body: object) => {
      const res = await asAdmin('POST', '/api/admin/repositories', body);
      return { status: res.statusCode, ...res.json().error };
    };
    expect(await refusal({ project: 'nope', url: dir })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^project: no project "nope"/),
    });
    const notGit = path.dirname(dir);
    for (const url of [
      'ssh://git@github.com/aave/v4',
      'relative/path',
      '/nowhere/at/all',
      notGit,
    ]) {
      expect(await refusal({ project: 'aave', url })).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^url: /),
      });
    }
    expect(await refusal({ project: 'aave' })).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^url: /),
    });
    expect(
      await refusal({ project: 'aave', url: 'https://github.com/aave/aave-v3-core' }),
    ).toMatchObject({ status: 409, code: 'repository_exists' });
    const url = 'https://gitlab.com/aave/aave-v4.git';
    expect(
      (await asAdmin('POST', '/api/admin/repositories', { project: 'aave', url })).statusCode,
    ).toBe(201);
    expect(await refusal({ project: 'aave', url })).toMatchObject({ status: 409 });
  });

  it('pages projects, most recently collected first, and filters them by name', async () => {
    const first = (await asAdmin('GET', '/api/admin/repositories?limit=2')).json();
    expect(first).toMatchObject({
      total: 3,
      page: 1,
      limit: 2,
      hasMore: true,
      queueAvailable: true,
    });
    expect(first.projects.map((p: { slug: string }) => p.slug)).toEqual(['curve', 'uniswap']);
    const second = (await asAdmin('GET', '/api/admin/repositories?limit=2&page=2')).json();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.projects[0]).toMatchObject({ slug: 'aave', name: 'Aave' });
    expect(second.projects[0].repositories.map((r: { url: string }) => r.url)).toEqual([
      'https://github.com/aave/aave-v3-core',
      'https://gitlab.com/aave/aave-v4.git',
    ]);
    const found = (await asAdmin('GET', '/api/admin/repositories?search=UNI')).json();
    expect(found.projects.map((p: { slug: string }) => p.slug)).toEqual(['uniswap']);
    expect(found.total).toBe(1);
  });

  it('answers 404 for a repository that does not exist, and for a job its queue does not have', async () => {
    const missing = await asAdmin('POST', '/api/admin/repositories/999999/collect');
    expect(missing.statusCode).toBe(404);
    const job = await asAdmin('GET', `/api/admin/jobs/collect-project/${crypto.randomUUID()}`);
    expect(job.statusCode).toBe(404);
    const retry = await asAdmin(
      'POST',
      `/api/admin/jobs/collect-project/${crypto.randomUUID()}/retry`,
    );
    expect(retry.statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/jobs/collect-project/not-a-uuid')).statusCode).toBe(
      400,
    );
  });
});

describe('LLM usage', () => {
  const DAY = 86_400_000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

  it('counts calls, tokens, cost and fallbacks per day and model over the last 30 days', async () => {
    const call = async (model: string, daysAgo: number, outcome: 'ok' | 'timeout', cost = 0.01) => {
      await insertLlmCall(t.handle.db, {
        purpose: 'feed_item',
        provider: model.startsWith('claude') ? 'anthropic' : 'openai',
        model,
        inputTokens: 1000,
        outputTokens: 200,
        costUsd: cost,
        durationMs: 900,
        outcome,
      });
      await rawQuery(
        t.handle,
        `update llm_calls set created_at = $1 where id = (select max(id) from llm_calls)`,
        [at(daysAgo).toISOString()],
      );
    };
    await call('gpt-5-mini', 0, 'ok');
    await call('gpt-5-mini', 0, 'timeout', 0);
    await call('gpt-5-mini', 1, 'ok');
    await call('claude-sonnet-4-5', 1, 'ok', 0.25);
    await call('my-local-llama', 1, 'ok', 0);
    await call('gpt-5-mini', 31, 'ok', 5);

    const res = await asAdmin('GET', '/api/admin/llm');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const dayOf = (n: number) => at(n).toISOString().slice(0, 10);
    expect(body.since).toBe(new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10));
    expect(body.rows).toEqual([
      {
        day: dayOf(0),
        provider: 'openai',
        model: 'gpt-5-mini',
        calls: 2,
        inputTokens: 2000,
        outputTokens: 400,
        costUsd: 0.01,
        fallbacks: 1,
        priced: true,
      },
      {
        day: dayOf(1),
        provider: 'anthropic',
        model: 'claude-sonnet-4-5',
        calls: 1,
        inputTokens: 1000,
        outputTokens: 200,
        costUsd: 0.25,
        fallbacks: 0,
        priced: true,
      },
      {
        day: dayOf(1),
        provider: 'openai',
        model: 'gpt-5-mini',
        calls: 1,
        inputTokens: 1000,
        outputTokens: 200,
        costUsd: 0.01,
        fallbacks: 0,
        priced: true,
      },
      {
        day: dayOf(1),
        provider: 'openai',
        model: 'my-local-llama',
        calls: 1,
        inputTokens: 1000,
        outputTokens: 200,
        costUsd: 0,
        fallbacks: 0,
        priced: false,
      },
    ]);
    expect(body.totals).toEqual({
      calls: 5,
      inputTokens: 5000,
      outputTokens: 1000,
      costUsd: 0.27,
      fallbacks: 1,
    });
  });
});

describe('e-mail', () => {
  it('counts kept, sent and failed messages per day and kind, and lists the newest without their text', async () => {
    const before = (await asAdmin('GET', '/api/admin/mail')).json();
    await t.app.deps.mailer.send({
      kind: 'test',
      to: 'reader@example.com',
      subject: 'Console e-mail test',
      text: 'secret-link-in-text https://example.com/reset/abc',
      html: '<p>secret-link-in-html</p>',
    });
    // A message an SMTP server could not take: logged as failed, with why.
    const closedPort = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9?ignoreTLS=true',
      from: 'GitSignals <test@localhost>',
      db: t.handle.db,
      now: () => new Date(),
    });
    await expect(
      closedPort.send({
        kind: 'digest',
        to: 'digest-reader@example.com',
        subject: 'Your daily GitSignals digest',
        text: 'digest text',
        html: '<p>digest</p>',
      }),
    ).rejects.toThrow();
    closedPort.close();

    const res = await asAdmin('GET', '/api/admin/mail');
    expect(res.statusCode).toBe(200);
    const mail = res.json();
    expect(mail.transport).toBe('outbox');
    expect(mail.totals).toEqual({
      kept: before.totals.kept + 1,
      sent: before.totals.sent,
      failed: before.totals.failed + 1,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(mail.days).toContainEqual({ day: today, kind: 'test', kept: 1, sent: 0, failed: 0 });
    expect(mail.days).toContainEqual({ day: today, kind: 'digest', kept: 0, sent: 0, failed: 1 });
    expect(mail.recent.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        kind: 'digest',
        to: 'digest-reader@example.com',
        subject: 'Your daily GitSignals digest',
        status: 'failed',
        error: expect.stringMatching(/ECONNREFUSED/),
      },
      expect.objectContaining({ kind: 'test', status: 'kept', error: null }),
    ]);
    expect(res.body).not.toContain('secret-link-in');
  });
});

describe('users', () => {
  it('counts accounts, confirmed ones and subscribers per plan, and lists the newest with plan and admin flag', async () => {
    const subscriber = await signUp(t.app, { name: 'Paying Reader' });
    await giveSubscription(t.handle, subscriber.id);
    // An unconfirmed account (sign-up without opening the link), and a lapsed subscriber.
    await postSignUp(t.app, {
      email: 'unconfirmed@example.com',
      name: 'Later',
      password: 'correct horse battery',
    });
    const lapsed = await signUp(t.app, { name: 'Lapsed Reader' });
    await giveSubscription(t.handle, lapsed.id, { periodEnd: new Date(Date.now() - 86_400_000) });
    await setUserRoleByEmail(t.handle.db, t.user.email, null);

    const res = await asAdmin('GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const { counts, newest } = res.json();
    expect(counts).toEqual({
      users: 5,
      confirmed: 4,
      subscribers: 1,
      byPlan: [{ planId: 'founding-member-monthly', plan: expect.any(String), subscribers: 1 }],
    });
    expect(newest.map((u: { email: string }) => u.email)).toEqual([
      lapsed.email,
      'unconfirmed@example.com',
      subscriber.email,
      t.user.email,
      t.admin.email,
    ]);
    const byEmail = Object.fromEntries(newest.map((u: { email: string }) => [u.email, u]));
    expect(byEmail[subscriber.email]).toEqual({
      id: subscriber.id,
      email: subscriber.email,
      name: 'Paying Reader',
      confirmed: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      plan: counts.byPlan[0].plan,
      isAdmin: false,
    });
    expect(byEmail[lapsed.email]).toMatchObject({ plan: null, isAdmin: false });
    expect(byEmail['unconfirmed@example.com']).toMatchObject({ confirmed: false });
    expect(byEmail[t.admin.email]).toMatchObject({ isAdmin: true });
  });

  it('never answers a password hash, a token, a secret or a session id', async () => {
    const res = await asAdmin('GET', '/api/admin/users');
    const secrets = [
      ...(await rawQuery<{ v: string }>(
        t.handle,
        `select password as v from accounts where password is not null and $1 = $1`,
        [1],
      )),
      ...(await rawQuery<{ v: string }>(
        t.handle,
        `select token as v from sessions where $1 = $1`,
        [1],
      )),
      ...(await rawQuery<{ v: string }>(
        t.handle,
        `select id as v from sessions where $1 = $1`,
        [1],
      )),
      ...(await rawQuery<{ v: string }>(
        t.handle,
        `select unsubscribe_token as v from users where unsubscribe_token is not null and $1 = $1`,
        [1],
      )),
      ...(await rawQuery<{ v: string }>(
        t.handle,
        `select value as v from verifications where $1 = $1`,
        [1],
      )),
    ].map((r) => r.v);
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key.toLowerCase());
          walk(inner);
        }
      }
    };
    walk(res.json());
    expect([...keys].filter((k) => /password|hash|token|secret|session/.test(k))).toEqual([]);
  });

  it("tells the web in the user's own record whether the user is an admin", async () => {
    const own = (u: {
      id: string;
      cookie: string;
      email: string;
      name: string;
      password: string;
    }) => callAs(t.app, u)('GET', `/api/user/${u.id}`);
    expect((await own(t.admin)).json().isAdmin).toBe(true);
    expect((await own(t.user)).json().isAdmin).toBe(false);
    await setUserRoleByEmail(t.handle.db, t.user.email.toUpperCase(), 'admin');
    expect((await own(t.user)).json().isAdmin).toBe(true);
    expect((await callAs(t.app, t.user)('GET', '/api/admin/users')).statusCode).toBe(200);
    await setUserRoleByEmail(t.handle.db, t.user.email, null);
    expect((await own(t.user)).json().isAdmin).toBe(false);
    expect((await callAs(t.app, t.user)('GET', '/api/admin/users')).statusCode).toBe(403);
  });
});
