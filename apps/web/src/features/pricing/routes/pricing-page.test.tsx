import type { BillingPlan, UserSubscription } from '@gitsignals/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInSession, signedOutSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import PricingPage from './pricing-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const redirect = vi.hoisted(() => ({ sendBrowserTo: vi.fn() }));
vi.mock('@/lib/browser-redirect', () => redirect);

const PLANS: BillingPlan[] = [
  {
    id: 'plan_monthly',
    name: 'Founding Member (Monthly)',
    description: 'Monthly',
    price: 9.99,
    interval: 'month',
  },
  {
    id: 'plan_yearly',
    name: 'Founding Member (Yearly)',
    description: 'Yearly',
    price: 99.99,
    interval: 'year',
  },
];

function heldSubscription(planId: string): UserSubscription {
  return {
    id: 'sub-1',
    status: 'active',
    cancel_at_period_end: false,
    next_billing_date: '2026-12-22T00:00:00.000Z',
    plan_id: planId,
    plan: { name: 'Founding Member (Monthly)', description: '', price: 9.99, interval: 'month' },
    duplicate: null,
  };
}

type Reply = () => Response | Promise<Response>;
let routes: Record<string, Reply>;
let posts: { url: string; body: unknown }[];
const fail =
  (status: number, code = 'X', message = 'Nope') =>
  () =>
    Response.json({ error: { code, message } }, { status });

beforeEach(() => {
  vi.clearAllMocks();
  posts = [];
  routes = {
    'GET /api/billing/plans': () => Response.json(PLANS),
    'GET /api/billing/config': () => Response.json({ provider: 'test' }),
    'GET /api/billing/free-projects': () =>
      Response.json({
        projects: [
          { name: 'Uniswap', slug: 'uniswap' },
          { name: 'Aave', slug: 'aave' },
        ],
      }),
    'GET /api/projects/metadata': () =>
      Response.json({ projects_by_category: { DeFi: ['Uniswap', 'Aave'] }, networks: [] }),
    'GET /api/billing/subscriptions/user/u1': () => Response.json([]),
    'POST /api/billing/create-checkout-session/u1': () =>
      Response.json({ checkoutUrl: 'http://localhost/billing/test-checkout/cs_1' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      if (init?.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
      const reply = routes[key];
      if (!reply) throw new Error(`unexpected ${key}`);
      return reply();
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(session = signedInSession()) {
  return renderWithProviders(<PricingPage />, {
    route: '/pricing',
    session,
    routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
  });
}

const premiumCard = () => screen.getByRole('region', { name: /Premium/ });

describe('PricingPage', () => {
  it('shows skeletons, then Free and Premium with monthly prices, 7 features and the free projects', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading plans')).toBeInTheDocument();
    const premium = await screen.findByRole('region', { name: /Premium/ });
    const free = screen.getByRole('region', { name: /Free/ });
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('/month')).toBeInTheDocument();
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    expect(within(premium).getByText('$9.99')).toBeInTheDocument();
    expect(within(premium).getByText('Founding Member (Monthly)')).toBeInTheDocument();
    expect(
      within(within(premium).getByRole('list', { name: 'Premium includes' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(7);
    expect(await within(free).findByText('Uniswap')).toBeInTheDocument();
    expect(within(free).getByText('Aave')).toBeInTheDocument();
    expect(screen.getByText(/Test mode: checkout is simulated/)).toBeInTheDocument();
    expect(screen.getByText(/respond within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the team' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('tells a subscriber why a second payment came back', async () => {
    const endedAt = new Date(Date.now() - 86_400_000).toISOString();
    routes['GET /api/billing/subscriptions/user/u1'] = () =>
      Response.json([
        heldSubscription('plan_monthly'),
        {
          ...heldSubscription('plan_yearly'),
          id: 'sub-2',
          status: 'canceled',
          duplicate: { ended_at: endedAt, refunded_amount: 99.99 },
        },
      ]);
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^A second payment of \$99\.99 was refunded on .+: you already had an active plan\.$/,
    );
    expect(await within(premiumCard()).findByRole('button', { name: 'Subscribed' })).toBeDisabled();
  });

  it("switches to yearly: '$99.99', '17% off' and the 'Save 17%' badge", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: /Premium/ });
    const yearly = screen.getByRole('button', { name: /Yearly/ });
    // $99.99 against 12 × $9.99 = $119.88 saves 17%, not the spec's 33% (ADR 063).
    expect(yearly).toHaveTextContent('Save 17%');
    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(within(premiumCard()).getByText('$99.99')).toBeInTheDocument();
    expect(within(premiumCard()).getByText('/year')).toBeInTheDocument();
    expect(within(premiumCard()).getByText('17% off')).toBeInTheDocument();
    expect(within(premiumCard()).getByText('Founding Member (Yearly)')).toBeInTheDocument();
  });

  it('names the saving of the prices on sale, and none when yearly saves nothing', async () => {
    const user = userEvent.setup();
    routes['GET /api/billing/plans'] = () =>
      Response.json([
        { ...PLANS[0], price: 12 },
        { ...PLANS[1], price: 96 },
      ]);
    const view = renderPage();
    await screen.findByRole('region', { name: /Premium/ });
    const yearly = screen.getByRole('button', { name: /Yearly/ });
    expect(yearly).toHaveTextContent('Save 33%');
    await user.click(yearly);
    expect(within(premiumCard()).getByText('33% off')).toBeInTheDocument();
    view.unmount();

    routes['GET /api/billing/plans'] = () =>
      Response.json([
        { ...PLANS[0], price: 10 },
        { ...PLANS[1], price: 120 },
      ]);
    renderPage();
    await screen.findByRole('region', { name: /Premium/ });
    expect(screen.getByRole('button', { name: 'Yearly' })).not.toHaveTextContent(/Save/);
  });

  it("says the spec's '500+' projects once the registry holds 500 or more", async () => {
    const projects = Array.from({ length: 649 }, (_, index) => `Project ${index}`);
    routes['GET /api/projects/metadata'] = () =>
      Response.json({ projects_by_category: { DeFi: projects }, networks: [] });
    renderPage();
    expect(
      await within(await screen.findByRole('region', { name: /Premium/ })).findByText(
        'Unlimited daily analyses of 500+ Web3 projects',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the built-in prices when the plans fail to load', async () => {
    routes['GET /api/billing/plans'] = fail(500);
    renderPage();
    expect(
      await within(await screen.findByRole('region', { name: /Premium/ })).findByText('$9.99'),
    );
    // The defaults have no plan id: subscribing says the service is unavailable.
    await userEvent.setup().click(within(premiumCard()).getByRole('button', { name: 'Subscribe' }));
    expect(toast.error).toHaveBeenCalledWith('Service unavailable', {
      description: 'Unable to process payment. Please try again later.',
    });
    expect(posts).toEqual([]);
  });

  it("starts a checkout: 'Processing...', then the browser goes to the checkout URL", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = routes['POST /api/billing/create-checkout-session/u1']!;
    routes['POST /api/billing/create-checkout-session/u1'] = async () => {
      await held;
      return answer();
    };
    renderPage();
    await screen.findByRole('region', { name: /Premium/ });
    await user.click(within(premiumCard()).getByRole('button', { name: 'Subscribe' }));
    const processing = await within(premiumCard()).findByRole('button', { name: 'Processing...' });
    expect(processing).toHaveAttribute('aria-busy', 'true');
    await user.click(processing);
    release();
    await waitFor(() =>
      expect(redirect.sendBrowserTo).toHaveBeenCalledWith(
        'http://localhost/billing/test-checkout/cs_1',
      ),
    );
    expect(posts).toEqual([
      {
        url: '/api/billing/create-checkout-session/u1',
        body: {
          plan_id: 'plan_monthly',
          success_url: `${window.location.origin}/signals`,
          cancel_url: `${window.location.origin}/pricing`,
        },
      },
    ]);
    // Still 'Processing...' while the browser leaves.
    expect(
      within(premiumCard()).getByRole('button', { name: 'Processing...' }),
    ).toBeInTheDocument();
  });

  it("returns to idle with 'Checkout failed' when the checkout cannot start", async () => {
    const user = userEvent.setup();
    routes['POST /api/billing/create-checkout-session/u1'] = fail(502);
    renderPage();
    await screen.findByRole('region', { name: /Premium/ });
    await user.click(within(premiumCard()).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Checkout failed', {
        description: 'Failed to start checkout. Please try again.',
      }),
    );
    expect(within(premiumCard()).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(redirect.sendBrowserTo).not.toHaveBeenCalled();
  });

  it("sends a visitor to sign in: 'Sign in required'", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PricingPage />, {
      route: '/pricing',
      session: signedOutSession(),
      routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
    });
    await screen.findByRole('region', { name: /Premium/ });
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signin');
    await user.click(within(premiumCard()).getByRole('button', { name: 'Subscribe' }));
    expect(toast.error).toHaveBeenCalledWith('Sign in required', {
      description: 'Please sign in to subscribe',
    });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/pricing' });
    expect(posts).toEqual([]);
  });

  it("shows a disabled 'Subscribed' on the plan the user holds", async () => {
    const user = userEvent.setup();
    routes['GET /api/billing/subscriptions/user/u1'] = () =>
      Response.json([heldSubscription('plan_monthly')]);
    renderPage();
    const subscribed = await within(
      await screen.findByRole('region', { name: /Premium/ }),
    ).findByRole('button', { name: 'Subscribed' });
    expect(subscribed).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(within(premiumCard()).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('ignores a failing subscriptions fetch (only logged)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    routes['GET /api/billing/subscriptions/user/u1'] = fail(500, 'X', 'Down');
    renderPage();
    await screen.findByRole('region', { name: /Premium/ });
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Failed to fetch user subscriptions:', 'Down'),
    );
    expect(within(premiumCard()).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    info.mockRestore();
  });
});
