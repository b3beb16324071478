// Every route of the operators' console, read from the app itself (a route added tomorrow is
// checked tomorrow): 401 without a session, 403 `forbidden` for a signed-in user who is not an
// admin (a subscriber too), nothing changed by a refusal; and success for an admin, whether the
// admin is named in ADMIN_EMAILS or was granted the role with `grant-admin`. The operator-token
// routes (a CLI's --server) are user-access.test.ts's.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveRegistryProjects } from '@gitsignals/db';
import type { PipelineSteps } from '../src/jobs/pipeline';
import type { DeclaredRoute } from '../src/http/plugins/access';
import { readEnv } from '../src/env';
import { grantAdminCommand } from '../src/use-cases/operator-commands/grant-admin';
import { operatorContextFor } from '../src/wiring';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { rawQuery, tempOutboxMailer } from './digest-fixtures';
import { registryProject } from './helpers';
import { callAs } from './user-api-helpers';
import { startConsole, type ConsoleUnderTest } from './admin-console-helpers';

let t: ConsoleUnderTest;
let granted: SignedInUser;
let subscriber: SignedInUser;

/** Collects of projects named broken-… fail, so there are failed jobs to retry. */
const steps = (): PipelineSteps => ({
  plan: async () => ({ projects: [], bulk: false }),
  collectProject: async (slug) => {
    if (slug.startsWith('broken-')) throw new Error(`${slug}: unreachable`);
    return { newCommits: 0 };
  },
  collectBulk: async () => ({}),
  analyseProject: async () => ({ items: 0, changed: 0, written: 0, fallbacks: {} }),
});

beforeAll(async () => {
  t = await startConsole({ steps });
  granted = await signUp(t.app, { name: 'Granted Admin' });
  const say: string[] = [];
  const mailer = tempOutboxMailer(() => t.handle.db);
  const context = operatorContextFor(readEnv({}), t.handle, mailer, {
    say: (line) => say.push(line),
    progress: () => {
      throw new Error('grant-admin shows no progress');
    },
  });
  expect(await grantAdminCommand.run(context, { email: granted.email })).toBe(0);
  mailer.close();
  subscriber = await signUp(t.app, { name: 'Subscriber' });
  await giveSubscription(t.handle, subscriber.id);
}, 120_000);
afterAll(() => t?.close());

const nameOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const consoleRoutes = () =>
  t.app
    .declaredRoutes()
    .filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD')
    .filter((r) => r.access !== 'operator');

let serial = 0;
/** A project of its own with one repository (so no collect of it is already waiting). */
async function freshRepository(prefix = 'fresh'): Promise<number> {
  serial += 1;
  const slug = `${prefix}-${serial}`;
  await saveRegistryProjects(t.handle.db, [registryProject(slug)]);
  const [row] = await rawQuery<{ id: number }>(
    t.handle,
    `select r.id from repositories r join projects p on p.id = r.project_id where p.slug = $1`,
    [slug],
  );
  return row!.id;
}

/** What `POST …/collect` queued for the repository, as the admin asks for it. */
async function queuedCollect(repositoryId: number): Promise<string> {
  const res = await callAs(t.app, t.admin)(
    'POST',
    `/api/admin/repositories/${repositoryId}/collect`,
  );
  expect(res.statusCode).toBe(202);
  return res.json().jobId;
}

async function failedJob(): Promise<string> {
  const id = await queuedCollect(await freshRepository('broken'));
  await vi.waitFor(
    async () => {
      const [row] = await rawQuery<{ state: string }>(
        t.handle,
        `select state::text as state from pgboss.job where id = $1::uuid`,
        [id],
      );
      if (row?.state !== 'failed') throw new Error(`job is ${row?.state}`);
    },
    { timeout: 30_000, interval: 200 },
  );
  return id;
}

interface Sample {
  url: string;
  payload?: object;
  status: number;
}

/** A request each route answers with success when an admin makes it (a fresh one per call). */
const SAMPLES: Record<string, () => Promise<Sample>> = {
  'GET /api/admin/repositories': async () => ({
    url: '/api/admin/repositories?search=fresh',
    status: 200,
  }),
  'POST /api/admin/repositories': async () => {
    serial += 1;
    return {
      url: '/api/admin/repositories',
      payload: { project: 'home', url: `https://gitlab.com/home/repo-${serial}` },
      status: 201,
    };
  },
  'POST /api/admin/repositories/:id/collect': async () => ({
    url: `/api/admin/repositories/${await freshRepository()}/collect`,
    status: 202,
  }),
  'GET /api/admin/jobs': async () => ({ url: '/api/admin/jobs', status: 200 }),
  'GET /api/admin/jobs/:queue/:id': async () => ({
    url: `/api/admin/jobs/collect-project/${await queuedCollect(await freshRepository())}`,
    status: 200,
  }),
  'POST /api/admin/jobs/:queue/:id/retry': async () => ({
    url: `/api/admin/jobs/collect-project/${await failedJob()}/retry`,
    status: 202,
  }),
  'GET /api/admin/llm': async () => ({ url: '/api/admin/llm', status: 200 }),
  'GET /api/admin/mail': async () => ({ url: '/api/admin/mail', status: 200 }),
  'GET /api/admin/users': async () => ({ url: '/api/admin/users', status: 200 }),
};

async function send(route: DeclaredRoute, sample: Sample, user: SignedInUser | null) {
  return callAs(t.app, user)(route.method as 'GET', sample.url, sample.payload);
}

/**
 * What a console request could change: repositories, collect jobs (queued, or a failed one sent
 * back). Analyses are left out: a collect queued by an earlier sample may end meanwhile and queue
 * one.
 */
const storedState = async () =>
  rawQuery(
    t.handle,
    `select (select count(*) from repositories) as repositories,
            (select count(*) from pgboss.job where name = $1) as collects,
            (select count(*) from pgboss.job where name = $1 and state = 'failed') as failed`,
    ['collect-project'],
  );

describe('the console routes', () => {
  it('are every /api/admin route but the operator-token ones, each declared admin-only', async () => {
    await saveRegistryProjects(t.handle.db, [registryProject('home')]);
    const routes = consoleRoutes();
    expect(routes.map(nameOf).sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(routes.filter((r) => r.access !== 'admin').map(nameOf)).toEqual([]);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()]?.tags, nameOf(route)).toEqual(['admin']);
    }
  });

  it.each(Object.keys(SAMPLES))(
    '%s: 401 without a session, 403 for a user, changing nothing',
    async (name) => {
      const route = consoleRoutes().find((r) => nameOf(r) === name)!;
      const sample = await SAMPLES[name]!();
      const before = await storedState();
      const nobody = await send(route, sample, null);
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json()).toEqual({
        error: { code: 'unauthorized', message: 'Authentication required' },
      });
      for (const user of [t.user, subscriber]) {
        const refused = await send(route, sample, user);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('forbidden');
      }
      expect(await storedState()).toEqual(before);
    },
  );

  it.each(Object.keys(SAMPLES))(
    '%s: succeeds for an admin by ADMIN_EMAILS and by grant-admin',
    async (name) => {
      const route = consoleRoutes().find((r) => nameOf(r) === name)!;
      for (const admin of [t.admin, granted]) {
        const sample = await SAMPLES[name]!();
        const res = await send(route, sample, admin);
        expect(res.statusCode, `${name} as ${admin.email}: ${res.body}`).toBe(sample.status);
      }
    },
  );
});
