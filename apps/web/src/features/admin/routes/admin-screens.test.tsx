import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '@/components/auth/auth-test-utils';
import { renderWithProviders } from '@/test/render';
import { fakeAdminApi, JOB_ID, sampleJob, type FakeAdminApi } from '../testing/fake-admin-api';
import AdminPage from './admin-page';

let api: FakeAdminApi;

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});
afterEach(() => vi.unstubAllGlobals());

const jobsLoads = () => api.requests.filter((r) => r.path === '/api/admin/jobs').length;

const renderAt = (route: string) =>
  renderWithProviders(<AdminPage />, { route, path: '/admin/:screen?', session: SIGNED_IN });

describe('jobs screen', () => {
  it('shows counts per queue and a failed job’s error, and retries it from the console', async () => {
    const user = userEvent.setup();
    const failed = sampleJob({
      state: 'failed',
      project: 'curve',
      error: 'curve: all 1 repositories failed',
      finishedAt: '2026-11-28T10:02:00.000Z',
    });
    api.jobs = {
      queues: [
        { queue: '__pgboss__send-it', waiting: 0, active: 0, failed: 0, completed: 0 },
        { queue: 'collect-project', waiting: 0, active: 0, failed: 1, completed: 1234 },
      ],
      failed: [failed],
      lastDailyRun: null,
    };
    api.jobStates = [sampleJob({ state: 'waiting' }), sampleJob({ state: 'completed' })];
    renderAt('/admin/jobs');
    const row = await screen.findByRole('row', { name: /collect-project/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '1', '1,234']);
    // pg-boss's plumbing is not listed.
    expect(screen.queryByRole('row', { name: /__pgboss/ })).toBeNull();
    const failedList = screen.getByRole('list', { name: 'Failed jobs' });
    expect(within(failedList).getByText('curve: all 1 repositories failed')).toBeInTheDocument();
    expect(screen.getByText('No daily run yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry collect-project · curve' }));
    expect(await within(failedList).findByText('Queued again.')).toBeInTheDocument();
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: `/api/admin/jobs/collect-project/${JOB_ID}/retry`,
      body: undefined,
    });
    const retried = screen.getByRole('list', { name: 'Retried jobs' });
    await waitFor(() => expect(jobsLoads()).toBe(2));
    expect(await within(retried).findByText('Completed', {}, { timeout: 3000 })).toBeVisible();
    // Its end reloads the counts at once, not at the next 10 s refresh.
    await waitFor(() => expect(jobsLoads()).toBe(3));
  });

  it('shows the last daily run with each project’s collect and analysis', async () => {
    api.jobs.lastDailyRun = {
      job: sampleJob({ queue: 'daily-run', state: 'completed', project: null }),
      bulk: false,
      projects: [
        {
          project: 'aave',
          collect: sampleJob({ state: 'failed', error: 'aave: all 2 repositories failed' }),
          analyse: null,
        },
        { project: 'curve', collect: null, analyse: null },
      ],
    };
    renderAt('/admin/jobs');
    const aave = await screen.findByRole('row', { name: /aave/ });
    expect(within(aave).getByText('aave: all 2 repositories failed')).toBeInTheDocument();
    expect(within(aave).getByText('not yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /curve/ })).getByText('already waiting'),
    ).toBeVisible();
  });
});

describe('LLM, e-mail and users screens', () => {
  it('lists LLM usage per day and model, marking an unpriced model', async () => {
    api.llm.totals = {
      calls: 12,
      inputTokens: 48_000,
      outputTokens: 3_200,
      costUsd: 0.42,
      fallbacks: 1,
    };
    api.llm.rows = [
      {
        day: '2026-11-28',
        provider: 'openai',
        model: 'gpt-4o-mini',
        calls: 10,
        inputTokens: 40_000,
        outputTokens: 3_000,
        costUsd: 0.42,
        fallbacks: 0,
        priced: true,
      },
      {
        day: '2026-11-27',
        provider: 'openai-compatible',
        model: 'llama3',
        calls: 2,
        inputTokens: 8_000,
        outputTokens: 200,
        costUsd: 0,
        fallbacks: 1,
        priced: false,
      },
    ];
    renderAt('/admin/llm');
    expect(await screen.findByText('48,000')).toBeInTheDocument();
    const priced = screen.getByRole('row', { name: /gpt-4o-mini/ });
    expect(within(priced).getByText('$0.42')).toBeInTheDocument();
    const unpriced = screen.getByRole('row', { name: /llama3/ });
    expect(within(unpriced).getByText('unpriced')).toBeInTheDocument();
  });

  it('says the transport, links the outbox, and shows a failed message’s error', async () => {
    api.mail.recent = [
      {
        id: 'm1',
        at: '2026-11-28T08:00:00.000Z',
        kind: 'digest',
        to: 'ada@example.com',
        subject: 'Your weekly digest',
        status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:2525',
      },
    ];
    api.mail.days = [{ day: '2026-11-28', kind: 'digest', kept: 0, sent: 3, failed: 1 }];
    renderAt('/admin/email');
    expect(await screen.findByRole('link', { name: 'Open the outbox' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    );
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    const cells = within(screen.getByRole('row', { name: /digest/ })).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['digest', '0', '3', '1']);
  });

  it('counts users and subscribers per plan, and lists the newest with their plan and role', async () => {
    api.users = {
      counts: {
        users: 3,
        confirmed: 2,
        subscribers: 1,
        byPlan: [{ planId: 'p1', plan: 'Pro', subscribers: 1 }],
      },
      newest: [
        {
          id: 'a',
          email: 'ops@example.com',
          name: 'Ops',
          confirmed: true,
          createdAt: '2026-11-28T08:00:00.000Z',
          plan: 'Pro',
          isAdmin: true,
        },
        {
          id: 'b',
          email: 'new@example.com',
          name: 'New',
          confirmed: false,
          createdAt: '2026-11-27T08:00:00.000Z',
          plan: null,
          isAdmin: false,
        },
      ],
    };
    renderAt('/admin/users');
    expect(await screen.findByText('Plan: Pro')).toBeInTheDocument();
    const ops = screen.getByRole('row', { name: /ops@example.com/ });
    expect(within(ops).getByText('Admin')).toBeInTheDocument();
    const fresh = screen.getByRole('row', { name: /new@example.com/ });
    expect(fresh).toHaveTextContent('unconfirmed');
    expect(fresh).toHaveTextContent('Free');
  });

  it('says a failed load in words and loads again with "Try again"', async () => {
    const user = userEvent.setup();
    api.once.set('GET /api/admin/users', {
      status: 500,
      body: { error: { code: 'internal', message: 'The database is not reachable' } },
    });
    renderAt('/admin/users');
    expect(await screen.findByText('Could not load the users')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No accounts yet.')).toBeInTheDocument());
  });
});
