import type { StackExample } from '@gitsignals/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectsQueryOptions } from '@/hooks/use-projects';
import { signedInSession, sampleProject } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { stackExamplesQueryOptions } from '../api/get-stack-examples';
import StacksPage from './stacks-page';

function renderLanding(examples: StackExample[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectsQueryOptions().queryKey, [
    sampleProject('Uniswap'),
    sampleProject('Sky (MakerDAO)'),
  ]);
  queryClient.setQueryData(stackExamplesQueryOptions().queryKey, examples);
  return renderWithProviders(<StacksPage />, {
    route: '/stacks',
    path: '/stacks',
    routes: [{ path: '/stacks/:projectName', element: <p>Stack page</p> }],
    session: signedInSession(),
    queryClient,
  });
}

describe('StacksPage', () => {
  it('picks a project and opens its stack at a lowercased, encoded address', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding([]);
    expect(
      screen.getByRole('heading', { name: 'Explore Project Tech Stacks', level: 1 }),
    ).toBeInTheDocument();
    const analyze = screen.getByRole('button', { name: 'Analyze Stack' });
    expect(analyze).toBeDisabled();
    const picker = screen.getByRole('combobox', { name: 'Project' });
    expect(picker).toHaveAttribute('placeholder', 'Search for a project...');
    await user.type(picker, 'sky');
    await user.keyboard('{Enter}');
    expect(analyze).toBeEnabled();
    await user.click(analyze);
    expect(router.state.location.pathname).toBe('/stacks/sky%20(makerdao)');
  });

  it('shows the example projects with their counts from the API, each opening its stack', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding([
      { project: 'Uniswap', slug: 'uniswap', technology_count: 31 },
      { project: 'Aave', slug: 'aave', technology_count: 31 },
    ]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Uniswap31 technologies',
      'Aave31 technologies',
    ]);
    await user.click(screen.getByRole('link', { name: /Aave/ }));
    expect(await screen.findByText('Stack page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stacks/aave');
  });
});
