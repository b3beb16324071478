import type { BillingInterval, BillingPlan } from '@gitsignals/contracts';

/**
 * Spec section 9: the premium plans when GET /billing/plans fails or lacks an interval. They have
 * no id, so subscribing to one says 'Service unavailable' rather than inventing a checkout.
 */
export const DEFAULT_PREMIUM_PLANS: Record<BillingInterval, BillingPlan> = {
  month: {
    id: '',
    name: 'Founding Member (Monthly)',
    description: 'Every premium feature, billed monthly.',
    price: 9.99,
    interval: 'month',
  },
  year: {
    id: '',
    name: 'Founding Member (Yearly)',
    description: 'Every premium feature, billed once a year.',
    price: 99.99,
    interval: 'year',
  },
};

/** Spec section 9: the free tier costs $0 per month. */
export const FREE_PRICE = 0;

/**
 * What the yearly plan saves against twelve monthly payments, in whole percent (rounded), or null
 * when it saves nothing. Computed from the prices shown, not the spec's '33%' (ADR 063): $99.99
 * against 12 × $9.99 saves 17%.
 */
export function yearlySavingPercent(monthlyPrice: number, yearlyPrice: number): number | null {
  if (monthlyPrice <= 0) return null;
  const percent = Math.round((1 - yearlyPrice / (12 * monthlyPrice)) * 100);
  return percent > 0 ? percent : null;
}

/**
 * The premium plan shown for an interval: the cheapest paid plan of that interval from the API,
 * else the built-in default (spec section 9: real prices come from plans with interval 'month'
 * or 'year' when available).
 */
export function premiumPlanFor(
  plans: readonly BillingPlan[] | undefined,
  interval: BillingInterval,
): BillingPlan {
  const candidates = (plans ?? [])
    .filter((plan) => plan.interval === interval && plan.price > 0)
    .sort((a, b) => a.price - b.price);
  return candidates[0] ?? DEFAULT_PREMIUM_PLANS[interval];
}

/** '$9.99', '$0', '$99.99': whole dollars without cents. */
export function formatDollars(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
