import type { TestCheckoutSession } from '@gitsignals/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import TestCheckoutPage from './test-checkout-page';

const redirect = vi.hoisted(() => ({ sendBrowserTo: vi.fn() }));
vi.mock('@/lib/browser-redirect', () => redirect);

function checkoutSession(overrides: Partial<TestCheckoutSession> = {}): TestCheckoutSession {
  return {
    id: 'cs_1',
    status: 'open',
    plan: {
      id: 'plan_monthly',
      name: 'Founding Member (Monthly)',
      description: 'Every premium feature, billed monthly.',
      price: 9.99,
      interval: 'month',
    },
    success_url: 'http://localhost/signals',
    cancel_url: 'http://localhost/pricing',
    ...overrides,
  };
}

let session: () => Response;
let confirm: () => Response;
const calls: string[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  calls.length = 0;
  session = () => Response.json(checkoutSession());
  confirm = () => Response.json({ redirectUrl: 'http://localhost/signals' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return init?.method === 'POST' ? confirm() : session();
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(<TestCheckoutPage />, {
    route: '/billing/test-checkout/cs_1',
    path: '/billing/test-checkout/:sessionId',
    session: signedInSession(),
  });
}

describe('TestCheckoutPage', () => {
  it('says it is test mode, shows plan and price, and confirms to the success address', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/billing/test-checkout/cs_1']);
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('No real payment')).toBeInTheDocument();
    expect(screen.getByText('Founding Member (Monthly)')).toBeInTheDocument();
    expect(screen.getByText('$9.99 / month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute(
      'href',
      'http://localhost/pricing',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm test payment' }));
    await waitFor(() =>
      expect(redirect.sendBrowserTo).toHaveBeenCalledWith('http://localhost/signals'),
    );
    expect(calls).toContain('POST /api/billing/test-checkout/cs_1/confirm');
    expect(screen.getByRole('button', { name: 'Confirm test payment' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("shows the server's reason when confirming fails, and stays on the page", async () => {
    const user = userEvent.setup();
    confirm = () =>
      Response.json(
        {
          error: { code: 'already_subscribed', message: 'You already have an active subscription' },
        },
        { status: 409 },
      );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm test payment' }));
    expect(await screen.findByText('You already have an active subscription')).toBeInTheDocument();
    expect(redirect.sendBrowserTo).not.toHaveBeenCalled();
  });

  it('says when the session is already paid or has expired', async () => {
    session = () => Response.json(checkoutSession({ status: 'complete' }));
    const { unmount } = renderPage();
    expect(await screen.findByText('Payment already confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      'http://localhost/signals',
    );
    unmount();
    session = () => Response.json(checkoutSession({ status: 'expired' }));
    renderPage();
    expect(await screen.findByText('This checkout has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm test payment' })).not.toBeInTheDocument();
  });

  it('explains an unknown session and offers a retry for other failures', async () => {
    session = () => Response.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
    const { unmount } = renderPage();
    expect(await screen.findByText('Checkout not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    unmount();
    session = () =>
      Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 });
    renderPage();
    expect(await screen.findByText('Failed to load the checkout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
