import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { projectsQueryOptions } from '@/hooks/use-projects';
import { signedInSession, signedOutSession, sampleProject } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import QuarterlyLandingPage from './quarterly-landing-page';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-sign-in-dialog', () => ({ useSignInDialog: () => ({ open: openSignIn }) }));

function renderLanding(session: SessionContextValue) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectsQueryOptions().queryKey, [
    sampleProject('Uniswap'),
    sampleProject('Aave'),
  ]);
  return renderWithProviders(<QuarterlyLandingPage />, {
    route: '/quarterly-analysis',
    path: '/quarterly-analysis',
    routes: [{ path: '/quarterly-analysis/:name', element: <p>Report page</p> }],
    session,
    queryClient,
  });
}

beforeEach(() => {
  openSignIn.mockClear();
});

describe('QuarterlyLandingPage', () => {
  it('picks a project and opens its quarterly report', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding(signedInSession());
    expect(
      screen.getByRole('heading', { name: 'Explore quarterly Github activity', level: 1 }),
    ).toBeInTheDocument();
    const analyze = screen.getByRole('button', { name: 'Analyze' });
    expect(analyze).toBeDisabled();
    const picker = screen.getByRole('combobox', { name: 'Project' });
    expect(picker).toHaveAttribute('placeholder', "Analyze a project's quarterly activity");
    await user.click(picker);
    await user.keyboard('uni{ArrowDown}{Enter}');
    expect(analyze).toBeEnabled();
    await user.click(analyze);
    expect(router.state.location.pathname).toBe('/quarterly-analysis/Uniswap');
    expect(openSignIn).not.toHaveBeenCalled();
  });

  it('shows visitors the sign-up dialog, and again when they press Analyze', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding(signedOutSession());
    expect(openSignIn).toHaveBeenCalledWith({ mode: 'signup', redirectTo: '/quarterly-analysis' });
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.keyboard('aave{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(openSignIn).toHaveBeenLastCalledWith({
      mode: 'signup',
      redirectTo: '/quarterly-analysis/Aave',
    });
    expect(router.state.location.pathname).toBe('/quarterly-analysis');
  });
});
