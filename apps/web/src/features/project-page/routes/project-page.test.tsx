import type { ProjectOverview } from '@gitsignals/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ProjectPage, { PROJECT_NOT_FOUND_TEXT } from './project-page';

vi.mock('@/lib/image-cache', () => ({
  getImageCache: () => ({ acquire: async () => null, release: () => {} }),
}));

function overview(overrides: Partial<ProjectOverview> = {}): ProjectOverview {
  return {
    project: {
      slug: 'uniswap',
      name: 'Uniswap',
      category: 'DEX',
      networks: ['Ethereum', 'Base'],
      github_orgs: ['Uniswap'],
      image_url: null,
      website: null,
    },
    repositories: [
      {
        full_name: 'Uniswap/v4-core',
        url: 'https://github.com/Uniswap/v4-core',
        is_fork: false,
        is_replay: true,
        last_collected_at: null,
      },
    ],
    activity_end: '2026-11-21',
    weekly_activity: [
      { weekStart: '2026-11-09', commits: 4, contributors: 2 },
      { weekStart: '2026-11-16', commits: 6, contributors: 3 },
    ],
    totals: { commits: 10, feed_items: 0 },
    latest_items: [],
    stack: null,
    noise_ledger: {
      days: 90,
      meaningful_commits: 10,
      filtered_commits: 5,
      reasons: [
        { reason: 'lockfile', label: 'Lockfile updates only', commits: 3 },
        { reason: 'bot', label: 'Commits by bots', commits: 2 },
      ],
      not_stored: [
        { reason: 'fork_inherited', label: 'Inherited from the upstream of a fork', commits: 41 },
      ],
    },
    signal_counts: [{ signal: 'new_feature', commits: 7 }],
    ...overrides,
  };
}

function renderPage(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  return renderWithProviders(<ProjectPage />, {
    route: '/project/uniswap',
    path: '/project/:name',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProjectPage', () => {
  it("shows the project's header, repositories, activity, ledger and links", async () => {
    renderPage(async () => Response.json(overview()));
    expect(await screen.findByRole('heading', { name: 'Uniswap', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ethereum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Uniswap\/v4-core/ })).toHaveAttribute(
      'href',
      'https://github.com/Uniswap/v4-core',
    );
    expect(
      // The chart is loaded on demand: its first import takes a moment in the test runner.
      await screen.findByRole(
        'figure',
        { name: /Weekly activity, 52 weeks to Nov 21, 2026/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: /Filtered commits by reason/ });
    expect(
      within(ledger).getByRole('rowheader', { name: 'Lockfile updates only' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/10 meaningful commits analysed, 5 commits filtered as noise \(33%\)/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Noise ledger' })).getByText(
        'Never stored, since collection began: inherited from the upstream of a fork (41).',
      ),
    ).toBeInTheDocument();
    const breakdown = screen.getByRole('region', { name: 'Where the work went' });
    expect(within(breakdown).getByText('New products & features')).toBeInTheDocument();
    expect(screen.getByText('No daily analyses for Uniswap yet.')).toBeInTheDocument();
    expect(screen.getByText('The technology stack has not been analysed yet.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'More about Uniswap' });
    expect(within(nav).getByRole('link', { name: 'Recent analysis' })).toHaveAttribute(
      'href',
      '/analysis/Uniswap',
    );
    expect(within(nav).getByRole('link', { name: 'Quarterly report' })).toHaveAttribute(
      'href',
      '/quarterly-analysis/Uniswap',
    );
  });

  it("advertises the project's own Atom and RSS feeds in <head> while it is shown", async () => {
    const { unmount } = renderPage(async () => Response.json(overview()));
    await screen.findByRole('heading', { name: 'Uniswap', level: 1 });
    const feedLink = (type: string) =>
      document.head.querySelector(`link[rel="alternate"][type="${type}"]`);
    expect(feedLink('application/atom+xml')).toHaveAttribute(
      'href',
      '/feeds.atom?projects=uniswap',
    );
    expect(feedLink('application/atom+xml')).toHaveAttribute('title', 'Uniswap on GitSignals');
    expect(feedLink('application/rss+xml')).toHaveAttribute('href', '/feeds.rss?projects=uniswap');
    unmount();
    expect(feedLink('application/atom+xml')).toBeNull();
  });

  it('shows six repositories first and the rest on demand', async () => {
    const user = userEvent.setup();
    const repositories = Array.from({ length: 8 }, (_, i) => ({
      full_name: `Uniswap/repo-${i}`,
      url: `https://github.com/Uniswap/repo-${i}`,
      is_fork: false,
      is_replay: false,
      last_collected_at: null,
    }));
    renderPage(async () => Response.json(overview({ repositories })));
    const list = await screen.findByRole('region', { name: 'Repositories (8)' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    await user.click(within(list).getByRole('button', { name: 'Show all 8' }));
    expect(within(list).getAllByRole('link')).toHaveLength(8);
  });

  it('says so when the project is unknown', async () => {
    renderPage(async () =>
      Response.json({ error: { code: 'not_found', message: 'No project' } }, { status: 404 }),
    );
    expect(await screen.findByText(PROJECT_NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('offers a retry when the overview fails to load', async () => {
    renderPage(async () =>
      Response.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 }),
    );
    expect(await screen.findByText('Error loading project')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
