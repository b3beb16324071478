import type { AnalyzeResponse, FeedCommit } from '@gitsignals/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFeedItem } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AnalysisReport } from './analysis-report';

vi.mock('@/lib/image-cache', () => ({
  getImageCache: () => ({ acquire: async () => null, release: () => {} }),
}));

const SHA = 'a1b2c3d'.padEnd(40, '0');

function commit(n: number) {
  const sha = n === 0 ? SHA : `${String(n).padStart(7, 'e')}`.padEnd(40, '1');
  return {
    commit_id: sha,
    commit_url: `https://github.com/uniswap/v4-core/commit/${sha}`,
    message: `fix: commit number ${n}\n\nbody`,
    author: 'Ada',
    updated_at: '2026-11-20T10:00:00Z',
    repository: 'uniswap/v4-core',
    recorded_at: null,
    signals: [] as FeedCommit['signals'],
  };
}

function result(overrides: Partial<AnalyzeResponse> = {}): AnalyzeResponse {
  return {
    owner: 'Uniswap',
    days: 7,
    commits_count: 1,
    analysis: {
      summary: 'Uniswap landed 1 meaningful commit.',
      key_highlights: ['Security fixes: Prevented reentrancy (a1b2c3d).'],
      business_impact: 'Security fixes lower the risk (a1b2c3d).',
      raw_response: '',
    },
    raw_analysis: '',
    message: '',
    project: { slug: 'uniswap', name: 'Uniswap', category: 'DEX', image_url: null },
    period_start: '2026-11-15',
    period_end: '2026-11-21',
    generated_at: '2026-11-22T08:00:00Z',
    noise: {},
    commits: [{ ...commit(0), signals: ['security_fix'] }],
    feed_items: [makeFeedItem({ title: 'Uniswap hardens the swap callback' })],
    ...overrides,
  };
}

describe('AnalysisReport', () => {
  it('shows the four sections and links each cited sha to its commit', () => {
    renderWithProviders(<AnalysisReport result={result()} />);
    for (const name of ['Summary', 'Key Highlights', 'Business Impact', 'Detailed Analysis']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    const highlights = screen.getByRole('region', { name: 'Key Highlights' });
    const link = within(highlights).getByRole('link', { name: /a1b2c3d/ });
    expect(link).toHaveAttribute('href', `https://github.com/uniswap/v4-core/commit/${SHA}`);
    const detailed = screen.getByRole('region', { name: 'Detailed Analysis' });
    expect(within(detailed).getByText('Uniswap hardens the swap callback')).toBeInTheDocument();
    expect(within(detailed).getByText('fix: commit number 0')).toBeInTheDocument();
    expect(within(detailed).getByText('Security fixes')).toBeInTheDocument();
  });

  it("says 'No Recent Activity' with the API's message when the window is empty", () => {
    renderWithProviders(
      <AnalysisReport
        result={result({
          commits_count: 0,
          commits: [],
          feed_items: [],
          message: 'No commits found for the specified time period.',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Recent Activity' })).toBeInTheDocument();
    expect(
      screen.getByText(/No commits found for the specified time period\. Uniswap had no/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('shows eight commits first and the rest on demand', async () => {
    const user = userEvent.setup();
    const commits = Array.from({ length: 10 }, (_, i) => commit(i));
    renderWithProviders(
      <AnalysisReport result={result({ commits, commits_count: 10, feed_items: [] })} />,
    );
    const detailed = screen.getByRole('region', { name: 'Detailed Analysis' });
    expect(within(detailed).getAllByRole('listitem')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show 2 More' }));
    expect(within(detailed).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(detailed).getAllByRole('listitem')).toHaveLength(8);
  });
});
