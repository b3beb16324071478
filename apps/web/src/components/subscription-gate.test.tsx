import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { signedInSession, signedOutSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SubscriptionGate } from './subscription-gate';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function renderGate(session: SessionContextValue, status: () => Response) {
  const fetchMock = vi.fn(async () => status());
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithProviders(
    <SubscriptionGate>
      <p>Premium content</p>
    </SubscriptionGate>,
    {
      route: '/network/aave',
      session,
      routes: [{ path: '/pricing', element: <p>Pricing page</p> }],
    },
  );
  return { ...view, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SubscriptionGate', () => {
  it("sends a non-subscriber to /pricing with 'Access Denied', replacing the entry", async () => {
    const { router } = renderGate(signedInSession(), () =>
      Response.json({ hasActiveSubscription: false }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.error).toHaveBeenCalledWith('Access Denied', {
      id: 'access-denied',
      description: 'Please upgrade your plan to access this feature.',
    });
  });

  it('shows the content to a subscriber', async () => {
    renderGate(signedInSession(), () => Response.json({ hasActiveSubscription: true }));
    expect(await screen.findByText('Premium content')).toBeInTheDocument();
  });

  it('leaves visitors to the route guard and asks nothing', () => {
    const { fetchMock } = renderGate(signedOutSession(), () => Response.json({}));
    expect(screen.getByText('Premium content')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits while the session is checked', () => {
    const { fetchMock } = renderGate(
      { status: 'loading', user: null, authAvailable: true, signOut: async () => {} },
      () => Response.json({}),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the page through when the status check fails (the server still gates the data)', async () => {
    renderGate(signedInSession(), () =>
      Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 }),
    );
    expect(await screen.findByText('Premium content')).toBeInTheDocument();
  });
});
