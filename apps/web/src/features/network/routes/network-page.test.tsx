import type { NetworkProject } from '@gitsignals/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectsQueryOptions } from '@/hooks/use-projects';
import { sampleProject, signedInSession } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { networkProjectsQueryOptions } from '../api/get-network-projects';
import NetworkPage from './network-page';

const projects: NetworkProject[] = [
  {
    project: 'Aave',
    slug: 'aave',
    category: 'Lending',
    contact_count: 3,
    published_count: 4,
    contributor_count: 7,
  },
  {
    project: 'Lido',
    slug: 'lido',
    category: 'Staking',
    contact_count: 0,
    published_count: 0,
    contributor_count: 1,
  },
  {
    project: 'Uniswap',
    slug: 'uniswap',
    category: 'DEX',
    contact_count: 2,
    published_count: 0,
    contributor_count: 10,
  },
];

function renderLanding(list?: NetworkProject[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectsQueryOptions().queryKey, [
    sampleProject('Uniswap'),
    sampleProject('Sky (MakerDAO)'),
  ]);
  if (list) queryClient.setQueryData(networkProjectsQueryOptions().queryKey, list);
  return renderWithProviders(<NetworkPage />, {
    route: '/network',
    path: '/network',
    routes: [{ path: '/network/:projectName', element: <p>Contacts page</p> }],
    session: signedInSession(),
    queryClient,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('NetworkPage', () => {
  it("finds a project's contacts at a lowercased, encoded address", async () => {
    const user = userEvent.setup();
    const { router } = renderLanding(projects);
    expect(
      screen.getByRole('heading', { name: 'Discover Web3 Project Contacts', level: 1 }),
    ).toBeInTheDocument();
    const find = screen.getByRole('button', { name: 'Find Contacts' });
    expect(find).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'sky');
    await user.keyboard('{Enter}');
    await user.click(find);
    expect(router.state.location.pathname).toBe('/network/sky%20(makerdao)');
  });

  it('lists the projects with their counts, searchable, each opening its page', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding(projects);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: /Aave/ })).toHaveTextContent(
      '3 contacts · 4 published · 7 core contributors',
    );
    // No imported or published contacts: only the contributors are counted.
    expect(within(list).getByRole('link', { name: /Lido/ })).toHaveTextContent(
      /Staking1 core contributor$/,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'stak');
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'solana');
    expect(screen.getByText('No projects match "solana"')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));
    await user.click(screen.getByRole('link', { name: /Uniswap/ }));
    expect(router.state.location.pathname).toBe('/network/uniswap');
  });

  it('says so when no project has contacts, and offers a retry on failure', async () => {
    renderLanding([]);
    expect(screen.getByText('No project has contacts yet.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 }),
      ),
    );
    renderLanding();
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
