// A stand-in for the console's API (/api/admin/…) and the signed-in user's record, answering
// like the server (apps/server/test/admin-console.test.ts shows the real answers). Tests change
// its state and read the requests it got.
import type {
  AdminJob,
  AdminJobs,
  AdminLlm,
  AdminMail,
  AdminRepositories,
  AdminRepository,
  AdminUsers,
  User,
} from '@gitsignals/contracts';
import { sampleUser } from '@/test/fixtures';

export const JOB_ID = '7b0e7c52-0c1a-4a8e-9a52-2f1f6f1c9a01';

export function sampleRepository(overrides: Partial<AdminRepository> = {}): AdminRepository {
  return {
    id: 11,
    fullName: 'upstream/v4-hooks',
    host: 'local',
    url: '/srv/git/upstream/v4-hooks.git',
    isReplay: false,
    outcome: 'never',
    lastCollectedAt: null,
    lastAttemptAt: null,
    lastError: null,
    commits: 0,
    ...overrides,
  };
}

export function sampleJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: JOB_ID,
    queue: 'collect-project',
    state: 'waiting',
    project: 'uniswap',
    payload: { projectSlug: 'uniswap', repositoryIds: [11] },
    output: null,
    error: null,
    retries: 0,
    createdAt: '2026-11-28T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

export type FakeAdminApi = {
  user: User;
  repositories: AdminRepositories;
  jobs: AdminJobs;
  llm: AdminLlm;
  mail: AdminMail;
  users: AdminUsers;
  /** The states GET /jobs/:queue/:id answers in turn (the last one stays). */
  jobStates: AdminJob[];
  /** Answers to force, by "METHOD path" (e.g. "POST /api/admin/repositories"), used once each. */
  once: Map<string, Answer>;
  requests: { method: string; path: string; body: unknown }[];
  fetch: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

export function fakeAdminApi(user: Partial<User> = { isAdmin: true }): FakeAdminApi {
  const api: FakeAdminApi = {
    user: sampleUser({ id: 'user-1', ...user }),
    repositories: {
      projects: [{ slug: 'uniswap', name: 'Uniswap', repositories: [sampleRepository()] }],
      total: 1,
      page: 1,
      limit: 20,
      hasMore: false,
      queueAvailable: true,
    },
    jobs: { queues: [], failed: [], lastDailyRun: null },
    llm: {
      since: '2026-10-31',
      rows: [],
      totals: { calls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, fallbacks: 0 },
    },
    mail: {
      since: '2026-10-31',
      transport: 'outbox',
      outboxPage: true,
      days: [],
      totals: { kept: 0, sent: 0, failed: 0 },
      recent: [],
    },
    users: {
      counts: { users: 0, confirmed: 0, subscribers: 0, byPlan: [] },
      newest: [],
    },
    jobStates: [sampleJob()],
    once: new Map(),
    requests: [],
    async fetch(url, init) {
      const { pathname, search } = new URL(String(url), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      api.requests.push({ method, path: `${pathname}${search}`, body });
      const forced = api.once.get(`${method} ${pathname}`);
      if (forced) api.once.delete(`${method} ${pathname}`);
      const { status, body: answer } = forced ?? route(api, method, pathname, body);
      return Response.json(answer, { status });
    },
  };
  return api;
}

function route(api: FakeAdminApi, method: string, path: string, body: unknown): Answer {
  if (path.startsWith('/api/user/')) return { status: 200, body: api.user };
  if (path.startsWith('/api/admin/') && !api.user.isAdmin) {
    return error(403, 'forbidden', 'Only an admin may use the operators’ console');
  }
  if (method === 'GET' && path === '/api/admin/repositories') {
    return { status: 200, body: api.repositories };
  }
  if (method === 'POST' && path === '/api/admin/repositories') {
    const { project } = body as { project: string; url: string };
    return { status: 201, body: { project, repository: sampleRepository({ id: 12 }) } };
  }
  if (method === 'POST' && /^\/api\/admin\/repositories\/\d+\/collect$/.test(path)) {
    return { status: 202, body: { queue: 'collect-project', jobId: JOB_ID } };
  }
  if (method === 'GET' && path === '/api/admin/jobs') return { status: 200, body: api.jobs };
  if (method === 'GET' && path.startsWith('/api/admin/jobs/')) {
    const state = api.jobStates.length > 1 ? api.jobStates.shift()! : api.jobStates[0]!;
    return { status: 200, body: state };
  }
  if (method === 'POST' && path.endsWith('/retry')) {
    return { status: 202, body: sampleJob({ state: 'waiting', retries: 1 }) };
  }
  if (path === '/api/admin/llm') return { status: 200, body: api.llm };
  if (path === '/api/admin/mail') return { status: 200, body: api.mail };
  if (path === '/api/admin/users') return { status: 200, body: api.users };
  return error(404, 'not_found', `no stand-in for ${method} ${path}`);
}
