import type { QuarterlyAnalysis, QuartersResponse } from '@gitsignals/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import QuarterlyAnalysisPage from './quarterly-analysis-page';

vi.mock('@/lib/image-cache', () => ({
  getImageCache: () => ({ acquire: async () => null, release: () => {} }),
}));

const EMPTY_MESSAGE =
  'Quarter analysis for Uniswap does not exist yet, we are working on it. Please check back later.';

function quarters(overrides: Partial<QuartersResponse> = {}): QuartersResponse {
  return {
    owner: 'Uniswap',
    project: { slug: 'uniswap', name: 'Uniswap', category: 'DEX' },
    image_url: null,
    quarters: [
      {
        quarter: '2026-Q3',
        year: 2026,
        label: 'Q3 2026',
        period_start: '2026-07-01',
        period_end: '2026-09-30',
        total_commits: 97,
      },
      {
        quarter: '2026-Q2',
        year: 2026,
        label: 'Q2 2026',
        period_start: '2026-04-01',
        period_end: '2026-06-30',
        total_commits: 23,
      },
    ],
    default_quarter: '2026-Q3',
    ...overrides,
  };
}

function analysis(overrides: Partial<QuarterlyAnalysis> = {}): QuarterlyAnalysis {
  return {
    id: 'a1',
    owner: 'Uniswap',
    project: { slug: 'uniswap', name: 'Uniswap', category: 'DEX' },
    quarter: '2026-Q3',
    period_start: '2026-07-01',
    period_end: '2026-09-30',
    is_open: false,
    image_url: null,
    created_at: '2026-10-02T08:00:00.000Z',
    updated_at: '2026-10-05T08:00:00.000Z',
    total_commits: 97,
    analysis_result: {
      summary: 'Uniswap recorded 97 commits in Q3 2026: 79 meaningful and 18 filtered as noise.',
      key_themes: ['Audits (53% of meaningful commits)'],
      detailed_analysis:
        'Activity: 97 commits by 16 authors.\n\nAudits (42 commits): Fixed x (4287ddf).',
      web3_technologies_adopted: [],
      major_features: ['Added dynamic fee hooks (4e40e53)'],
      technical_highlights: [],
      key_milestones_timeline: [
        {
          date_period: '2026-07-14',
          milestone: 'Fixed native ERC20 double spend (4287ddf)',
          frontend_impact: 'Users and integrators should move to the fixed version.',
          signals: ['security_fix'],
          recorded_date: null,
        },
      ],
      top_three_priorities: [
        {
          priority: 'Audits',
          description:
            "53% of the quarter's meaningful commits (42 of 79), in Uniswap/v4-core (42).",
          business_impact:
            'This work builds the verification evidence that users and partners look for.',
        },
      ],
      productivity_metrics: {
        total_files_changed: 1317,
        total_lines_changed: 6639,
        active_repositories: 1,
      },
      competitive_intelligence: {
        performance_and_security_improvements: [
          {
            improvement_type: 'Security fixes',
            technical_implementation: 'Fixed native ERC20 double spend (4287ddf).',
            measurable_impact: '5 commits on 3 days, 1,331 lines changed, in Uniswap/v4-core (5).',
            competitor_implementation:
              '1 of 1 other DEX project had days with security fixes this quarter (Sushi: 2 days).',
          },
        ],
        development_patterns_and_tools: [],
        immediate_tech_adoptions: [],
        architectural_changes: [],
        new_integrations_and_apis: [],
      },
    },
    metrics: {
      total_commits: 97,
      total_files_changed: 1317,
      total_lines_changed: 6639,
      unique_authors: { count: 16 },
      unique_repositories: { count: 1, names: ['Uniswap/v4-core'] },
      unique_contributors: 15,
      lines_of_code_changed: 6307,
      meaningful_commits: 79,
      filtered_commits: 18,
      signal_counts: [{ signal: 'audit', commits: 42 }],
    },
    weekly_activity: [
      { weekStart: '2026-06-28', commits: 3, contributors: 2 },
      { weekStart: '2026-07-05', commits: 37, contributors: 7 },
    ],
    peers: ['Sushi'],
    comparable_peers: [],
    replay: null,
    ...overrides,
  };
}

type Answer = (body: { quarter: string; year: number }) => Response;

/** A fake API: the quarters list, and the analysis per requested quarter. */
function renderPage(
  options: { quarters?: () => Response; analysis?: Answer; route?: string } = {},
) {
  const posts: { quarter: string; year: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/quarters'))
        return (options.quarters ?? (() => Response.json(quarters())))();
      const body = JSON.parse(String(init?.body)) as { quarter: string; year: number };
      posts.push(body);
      return (options.analysis ?? (() => Response.json(analysis())))(body);
    }),
  );
  const rendered = renderWithProviders(<QuarterlyAnalysisPage />, {
    route: options.route ?? '/quarterly-analysis/uniswap',
    path: '/quarterly-analysis/:companyName',
  });
  return { ...rendered, posts };
}

// jsdom lacks the pointer-capture and scrolling calls Radix Select makes while it opens.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuarterlyAnalysisPage', () => {
  it('opens on the default quarter with owner, period, metrics, milestones and the overview', async () => {
    const { posts } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Uniswap', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/Uniswap recorded 97 commits/)).toBeInTheDocument();
    expect(posts).toEqual([{ quarter: '2026-Q3', year: 2026 }]);
    expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveTextContent('Q3 2026');
    expect(screen.getByText('Jul 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Sep 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Oct 5, 2026')).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Metrics' });
    expect(within(metrics).getByText('Total commits').nextSibling).toHaveTextContent('97');
    expect(within(metrics).getByText('1,317')).toBeInTheDocument();
    const milestones = screen.getByRole('region', { name: 'Key Milestones' });
    expect(within(milestones).getByText(/native ERC20 double spend/)).toBeInTheDocument();
    expect(screen.getByText('Added dynamic fee hooks (4e40e53)')).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Weekly commits and contributors in Q3 2026' }),
    ).toBeInTheDocument();
  });

  it('shows the four tabs and their content', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/Uniswap recorded 97 commits/);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Overview', 'Priorities', 'Competitive Intelligence', 'Contributors']);

    await user.click(screen.getByRole('tab', { name: 'Priorities' }));
    expect(screen.getByRole('heading', { name: 'Audits', level: 3 })).toBeInTheDocument();
    expect(screen.getByText(/verification evidence/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Competitive Intelligence' }));
    expect(screen.getByText(/Sushi: 2 days/)).toBeInTheDocument();
    expect(screen.getByText('Compared with 1 other DEX project: Sushi.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No breaking change, upgrade, chain or bridge work, governance change or deprecation this quarter.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Contributors' }));
    expect(screen.getByText('Stay tuned, launching soon')).toBeInTheDocument();
  });

  it('says when the quarter is real history, replayed, with the days it was recorded', async () => {
    const user = userEvent.setup();
    const replayed = analysis();
    replayed.replay = { recorded_start: '2024-07-26', recorded_end: '2024-10-20' };
    replayed.analysis_result.key_milestones_timeline[0]!.recorded_date = '2024-08-02';
    replayed.comparable_peers = ['Sushi', 'Curve'];
    renderPage({ analysis: () => Response.json(replayed) });
    expect(
      await screen.findByText(
        /^Real history, replayed: this quarter's commits were recorded between/,
      ),
    ).toHaveTextContent('Jul 26, 2024 and Oct 20, 2024');
    expect(screen.getByText('real history, replayed')).toBeInTheDocument();
    const milestones = screen.getByRole('region', { name: 'Key Milestones' });
    expect(within(milestones).getByText(/recorded Aug 2, 2024/)).toBeInTheDocument();
    expect(within(milestones).getByText('Security fixes')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Competitive Intelligence' }));
    expect(
      screen.getByText('No adoption stands out against 2 comparable DEX peers this quarter.'),
    ).toBeInTheDocument();
  });

  it('loads another quarter from the selector', async () => {
    const user = userEvent.setup();
    const { posts, router } = renderPage({
      analysis: (body) =>
        Response.json(
          analysis({
            quarter: body.quarter,
            analysis_result: {
              ...analysis().analysis_result,
              summary: `Summary of ${body.quarter}.`,
            },
          }),
        ),
    });
    await screen.findByText('Summary of 2026-Q3.');
    screen.getByRole('combobox', { name: 'Quarter' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Q2 2026' }));
    expect(await screen.findByText('Summary of 2026-Q2.')).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ quarter: '2026-Q2', year: 2026 });
    expect(router.state.location.search).toBe('?quarter=2026-Q2');
  });

  it("shows the spec's message for a quarter without data", async () => {
    renderPage({
      quarters: () => Response.json(quarters({ quarters: [], default_quarter: null })),
      analysis: () =>
        Response.json(
          { error: { code: 'quarter_not_found', message: EMPTY_MESSAGE } },
          { status: 404 },
        ),
    });
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says so for a project it does not track', async () => {
    renderPage({
      route: '/quarterly-analysis/nope',
      quarters: () =>
        Response.json(
          { error: { code: 'not_found', message: "No project named 'nope'" } },
          { status: 404 },
        ),
    });
    expect(await screen.findByText("We do not track a project named 'nope'.")).toBeInTheDocument();
  });

  it('shows a load error with Try again when the server fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage({
      analysis: () =>
        fail
          ? Response.json(
              { error: { code: 'internal_error', message: 'Internal server error' } },
              { status: 500 },
            )
          : Response.json(analysis()),
    });
    expect(
      await screen.findByText('Failed to fetch quarterly analysis: Internal server error'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Uniswap recorded 97 commits/)).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<QuarterlyAnalysisPage />, {
      route: '/quarterly-analysis/uniswap',
      path: '/quarterly-analysis/:companyName',
    });
    expect(await screen.findByText('Loading the project')).toBeInTheDocument();
    expect(screen.getByText('Loading the quarterly analysis')).toBeInTheDocument();
  });
});
