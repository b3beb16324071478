import type { FeedCommit } from '@gitsignals/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnalyzedCommits } from './analyzed-commits';

function commit(n: number): FeedCommit {
  const sha = `${String(n).padStart(2, '0')}abcdef0123456789`;
  return {
    commit_id: sha,
    commit_url: `https://github.com/acme/repo/commit/${sha}`,
    message: `Commit number ${n}\n\nA longer body that is not shown.`,
    author: `Author ${n}`,
    // Commit n happened on day n: higher n is newer.
    updated_at: `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`,
    repository: 'acme/repo',
    recorded_at: null,
    signals: [],
  };
}

const subjects = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('AnalyzedCommits', () => {
  it('shows the newest 5 first, then Show N More and Show Less', async () => {
    const user = userEvent.setup();
    // Deliberately oldest first: the panel sorts newest first itself.
    render(<AnalyzedCommits commits={Array.from({ length: 8 }, (_, i) => commit(i + 1))} />);

    expect(screen.getByRole('heading', { name: 'Analyzed Commits' })).toBeInTheDocument();
    expect(subjects()).toEqual([8, 7, 6, 5, 4].map((n) => `Commit number ${n}`));

    const more = screen.getByRole('button', { name: 'Show 3 More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(subjects()).toHaveLength(8);
    expect(subjects().at(-1)).toBe('Commit number 1');

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(subjects()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Show 3 More' })).toBeInTheDocument();
  });

  it('has no toggle with 5 commits or fewer', () => {
    render(<AnalyzedCommits commits={Array.from({ length: 5 }, (_, i) => commit(i + 1))} />);
    expect(subjects()).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links the short sha to the commit on the code host, in a new tab', () => {
    render(<AnalyzedCommits commits={[commit(3)]} />);
    const link = screen.getByRole('link', { name: /03abcde/ });
    expect(link).toHaveAttribute('href', 'https://github.com/acme/repo/commit/03abcdef0123456789');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Author 3')).toBeInTheDocument();
    expect(screen.queryByText(/longer body/)).not.toBeInTheDocument();
  });

  it('says when there are no commits', () => {
    render(<AnalyzedCommits commits={[]} />);
    expect(screen.getByText('No commits found for this period')).toBeInTheDocument();
  });
});
