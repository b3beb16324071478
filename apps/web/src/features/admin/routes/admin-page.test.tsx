import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '@/components/auth/auth-test-utils';
import { renderWithProviders } from '@/test/render';
import {
  fakeAdminApi,
  JOB_ID,
  sampleJob,
  sampleRepository,
  type FakeAdminApi,
} from '../testing/fake-admin-api';
import AdminPage from './admin-page';

let api: FakeAdminApi;

beforeEach(() => {
  api = fakeAdminApi();
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(route: string) {
  return renderWithProviders(<AdminPage />, {
    route,
    path: '/admin/:screen?',
    session: SIGNED_IN,
  });
}

const adminRequests = () => api.requests.filter((r) => r.path.startsWith('/api/admin/'));

describe('AdminPage', () => {
  it('tells a signed-in account without the admin role that the console is for admins only', async () => {
    api = fakeAdminApi({ isAdmin: false });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderAt('/admin/jobs');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console screens' })).toBeNull();
    expect(adminRequests()).toEqual([]);
  });

  it('opens the repositories screen at /admin, with each repository’s outcome and error', async () => {
    api.repositories.projects = [
      {
        slug: 'curve',
        name: 'Curve',
        repositories: [
          sampleRepository({
            id: 21,
            fullName: 'curvefi/stableswap',
            outcome: 'failed',
            lastAttemptAt: '2026-11-28T09:00:00.000Z',
            lastError: 'git fetch failed: repository not found',
          }),
          sampleRepository({
            id: 22,
            fullName: 'curvefi/demo',
            isReplay: true,
            outcome: 'ok',
            commits: 1234,
          }),
        ],
      },
    ];
    const { router } = renderAt('/admin');
    const list = await screen.findByRole('list', { name: 'Repositories of Curve' });
    expect(router.state.location.pathname).toBe('/admin/repositories');
    const [failed, replay] = within(list).getAllByRole('listitem');
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).getByText('git fetch failed: repository not found')).toBeInTheDocument();
    expect(within(replay!).getByText('1,234')).toBeInTheDocument();
    expect(
      within(replay!).getByRole('button', { name: 'Collect now: curvefi/demo' }),
    ).toBeDisabled();
    expect(within(replay!).getByText(/never collected live/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Repositories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('turns "Collect now" off with the reason when no job queue runs', async () => {
    api.repositories.queueAvailable = false;
    renderAt('/admin/repositories');
    const button = await screen.findByRole('button', { name: 'Collect now: upstream/v4-hooks' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/No job queue runs in this server process/);
  });

  it('collects now, follows the job from waiting to completed, then shows the new commits', async () => {
    const user = userEvent.setup();
    api.jobStates = [
      sampleJob({ state: 'waiting' }),
      sampleJob({ state: 'active' }),
      sampleJob({ state: 'completed', output: { newCommits: 2 } }),
    ];
    renderAt('/admin/repositories');
    await user.click(await screen.findByRole('button', { name: 'Collect now: upstream/v4-hooks' }));
    const [item] = within(
      screen.getByRole('list', { name: 'Repositories of Uniswap' }),
    ).getAllByRole('listitem') as [HTMLElement];
    expect(await within(item).findByText('Waiting')).toBeInTheDocument();
    api.repositories.projects[0]!.repositories = [
      sampleRepository({ outcome: 'ok', commits: 2, lastCollectedAt: '2026-11-28T10:01:00.000Z' }),
    ];
    expect(await within(item).findByText('Completed', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('OK')).toBeInTheDocument());
    expect(within(item).getByText('2')).toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.path === `/api/admin/jobs/collect-project/${JOB_ID}`),
    ).toHaveLength(3);
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/api/admin/repositories/11/collect',
      body: undefined,
    });
  });

  it('shows why a collect is refused (one already waits)', async () => {
    const user = userEvent.setup();
    api.once.set('POST /api/admin/repositories/11/collect', {
      status: 409,
      body: {
        error: { code: 'collect_waiting', message: 'A collect of uniswap is already waiting' },
      },
    });
    renderAt('/admin/repositories');
    await user.click(await screen.findByRole('button', { name: 'Collect now: upstream/v4-hooks' }));
    expect(await screen.findByText('A collect of uniswap is already waiting')).toBeInTheDocument();
  });
});

describe('adding a repository', () => {
  it('checks the fields before sending, then puts the server’s 400 under the field it names', async () => {
    const user = userEvent.setup();
    renderAt('/admin/repositories');
    await user.click(await screen.findByRole('button', { name: 'Add repository' }));
    expect(screen.getByLabelText('Project (slug)')).toHaveAccessibleDescription(
      /Enter the project’s slug/,
    );
    expect(screen.getByLabelText('Project (slug)')).toHaveFocus();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);

    api.once.set('POST /api/admin/repositories', {
      status: 400,
      body: {
        error: { code: 'bad_request', message: 'url: no folder at /nope on the server’s machine' },
      },
    });
    await user.type(screen.getByLabelText('Project (slug)'), 'uniswap');
    await user.type(screen.getByLabelText('Repository URL or path'), '/nope');
    await user.click(screen.getByRole('button', { name: 'Add repository' }));
    const url = screen.getByLabelText('Repository URL or path');
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('No folder at /nope on the server’s machine'),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Project (slug)')).not.toHaveAttribute('aria-invalid');
  });

  it('says clearly when the project already has the repository (409), and confirms an added one', async () => {
    const user = userEvent.setup();
    renderAt('/admin/repositories');
    await user.type(await screen.findByLabelText('Project (slug)'), 'uniswap');
    await user.type(screen.getByLabelText('Repository URL or path'), 'https://github.com/a/b');
    api.once.set('POST /api/admin/repositories', {
      status: 409,
      body: {
        error: { code: 'repository_exists', message: 'uniswap already has the repository a/b' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add repository' }));
    expect(
      await screen.findByText('Already there: uniswap already has the repository a/b'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add repository' }));
    expect(await screen.findByText('Added upstream/v4-hooks to uniswap.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repository URL or path')).toHaveValue('');
    expect(api.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      project: 'uniswap',
      url: 'https://github.com/a/b',
    });
  });
});
