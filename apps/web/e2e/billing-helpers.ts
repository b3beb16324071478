// Subscriptions for end-to-end tests: the signed-in account of `request` subscribes through the
// real test-mode billing API (checkout session, then 'Confirm test payment'), as the pricing page
// and the test checkout page would. Specs of premium screens call this after signUpViaApi.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

type Plan = { id: string; interval: 'month' | 'year' };

export async function subscribeViaApi(
  request: APIRequestContext,
  interval: Plan['interval'] = 'month',
): Promise<void> {
  const session = await request.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string } };
  const plansResponse = await request.get('/api/billing/plans');
  const origin = new URL(plansResponse.url()).origin;
  const plan = ((await plansResponse.json()) as Plan[]).find((p) => p.interval === interval);
  expect(plan, `a ${interval}ly plan`).toBeTruthy();
  const checkout = await request.post(`/api/billing/create-checkout-session/${user.id}`, {
    data: { plan_id: plan!.id, success_url: `${origin}/signals`, cancel_url: `${origin}/pricing` },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
  const sessionId = new URL(checkoutUrl, origin).pathname.split('/').pop();
  const confirm = await request.post(`/api/billing/test-checkout/${sessionId}/confirm`);
  expect(confirm.ok(), await confirm.text()).toBe(true);
}
