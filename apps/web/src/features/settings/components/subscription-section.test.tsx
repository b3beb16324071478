import type { UserSubscription } from '@gitsignals/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { formatDate } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { formatPlanPrice } from './subscription-details';
import { SubscriptionSection } from './subscription-section';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function subscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    id: 'sub-1',
    status: 'active',
    cancel_at_period_end: false,
    next_billing_date: '2026-12-22T10:00:00.000Z',
    plan_id: 'plan-monthly',
    plan: {
      name: 'Founding Member (Monthly)',
      description: 'Every premium feature, billed monthly.',
      price: 9.99,
      interval: 'month',
    },
    duplicate: null,
    ...overrides,
  };
}

type Call = { url: string; method: string };
let calls: Call[];
let list: UserSubscription[] | { status: number };
let cancelAnswer: () => Response;
let provider: 'stripe' | 'test';

beforeEach(() => {
  vi.clearAllMocks();
  calls = [];
  list = [subscription()];
  cancelAnswer = () => Response.json(subscription({ cancel_at_period_end: true }));
  provider = 'stripe';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/billing/config') return Response.json({ provider });
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'DELETE') return cancelAnswer();
      if ('status' in list) {
        return Response.json({ error: { code: 'X', message: 'Server down' } }, list);
      }
      return Response.json(list);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  return renderWithProviders(<SubscriptionSection />, { session: signedInSession() });
}

describe('SubscriptionSection', () => {
  it("formats the price as '$ price / interval'", () => {
    expect(formatPlanPrice({ price: 9.99, interval: 'month' })).toBe('$ 9.99 / month');
    expect(formatPlanPrice({ price: 99.99, interval: 'year' })).toBe('$ 99.99 / year');
  });

  it('shows plan, description, price and the next billing date, then cancels at period end', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByLabelText('Loading your subscription')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Founding Member (Monthly)' }),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: '/api/billing/subscriptions/user/u1', method: 'GET' });
    expect(screen.getByText('Every premium feature, billed monthly.')).toBeInTheDocument();
    expect(screen.getByText('$ 9.99 / month')).toBeInTheDocument();
    expect(screen.getByText('Dec 22, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    // A second step: cancelling is not one stray click away.
    const confirm = screen.getByRole('alert');
    expect(confirm).toHaveTextContent('Premium stays available until Dec 22, 2026');
    await user.click(within(confirm).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Subscription Canceled', {
        description: 'Your subscription has been successfully canceled.',
      }),
    );
    expect(calls).toContainEqual({ url: '/api/billing/subscriptions/sub-1', method: 'DELETE' });
    expect(
      screen.getByText(/will be canceled at the end of the current billing period/),
    ).toHaveTextContent('on Dec 22, 2026');
    expect(screen.queryByRole('button', { name: /cancel subscription/i })).not.toBeInTheDocument();
  });

  it('shows the period-end note instead of the cancel button when already canceling', async () => {
    list = [subscription({ cancel_at_period_end: true })];
    renderSection();
    expect(
      await screen.findByText(/will be canceled at the end of the current billing period/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByText('Ends at period end')).toBeInTheDocument();
  });

  it("toasts the spec's error when cancelling fails and keeps the subscription", async () => {
    const user = userEvent.setup();
    cancelAnswer = () =>
      Response.json({ error: { code: 'X', message: 'Stripe down' } }, { status: 502 });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to cancel subscription. Please try again.'),
    );
    expect(screen.getByText('$ 9.99 / month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, cancel subscription' })).toBeInTheDocument();
  });

  it('says test mode when payments are simulated on this server', async () => {
    provider = 'test';
    renderSection();
    expect(
      await screen.findByText('Test mode: this plan was activated without a real payment.'),
    ).toBeInTheDocument();
  });

  it('says why a second payment came back, for 30 days', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const refunded = daysAgo(2);
    list = [
      subscription(),
      subscription({
        id: 'sub-2',
        status: 'canceled',
        plan_id: 'plan-yearly',
        duplicate: { ended_at: refunded, refunded_amount: 99.99 },
      }),
      subscription({
        id: 'sub-3',
        status: 'canceled',
        duplicate: { ended_at: daysAgo(1), refunded_amount: 0 },
      }),
      subscription({
        id: 'sub-4',
        status: 'canceled',
        duplicate: { ended_at: daysAgo(45), refunded_amount: 9.99 },
      }),
    ];
    renderSection();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      `A second payment of $99.99 was refunded on ${formatDate(refunded)}: you already had an active plan.`,
    );
    expect(notice).toHaveTextContent('you already had an active plan. Nothing was charged for it.');
    expect(notice).not.toHaveTextContent('$9.99');
    // The plan the user kept is still shown as theirs, once.
    expect(screen.getAllByRole('heading', { name: 'Founding Member (Monthly)' })).toHaveLength(1);
  });

  it('offers the plans to a user without a live subscription', async () => {
    list = [subscription({ status: 'canceled' })];
    renderSection();
    expect(await screen.findByText(/You are on the Free plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows a failed load with Try again', async () => {
    const user = userEvent.setup();
    list = { status: 500 };
    renderSection();
    expect(await screen.findByText('Failed to fetch user subscriptions')).toBeInTheDocument();
    list = [subscription()];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$ 9.99 / month')).toBeInTheDocument();
  });
});
