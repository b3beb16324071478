import type { Project } from '@gitsignals/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROJECTS_PAGE_SIZE, ProjectGrid } from './project-grid';

function project(n: number, overrides: Partial<Project> = {}): Project {
  return {
    slug: `p${n}`,
    name: `Project ${n}`,
    category: 'DEX',
    networks: [],
    iconUrl: null,
    website: null,
    repositories: ['a/b', 'a/c'],
    repositoryCount: 2,
    commitCount: 1234,
    feedCount: 0,
    lastUpdated: null,
    activitySummary: null,
    technologies: [],
    platforms: [],
    protocols: [],
    ...overrides,
  };
}

describe('ProjectGrid', () => {
  it('renders a batch at a time', async () => {
    const user = userEvent.setup();
    const projects = Array.from({ length: 100 }, (_, i) => project(i));
    render(<ProjectGrid projects={projects} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('article')).toHaveLength(PROJECTS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(screen.getAllByRole('article')).toHaveLength(96);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows counts, networks or their fallbacks, and links View to the project', () => {
    render(
      <ProjectGrid
        projects={[
          project(1, { networks: ['Ethereum'], lastUpdated: '2026-11-21T10:00:00.000Z' }),
          // Registry repositories known, but no activity collected yet.
          project(2, { commitCount: 0 }),
        ]}
      />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText('2 repositories · 1,234 commits')).toBeInTheDocument();
    expect(screen.getByText('Ethereum')).toBeInTheDocument();
    expect(screen.getByText('Metadata not available')).toBeInTheDocument();
    expect(screen.getAllByText('Not specified')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View Project 1' })).toHaveAttribute(
      'href',
      '/project/p1',
    );
  });
});
