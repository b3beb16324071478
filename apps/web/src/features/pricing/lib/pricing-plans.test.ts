import type { BillingPlan } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREMIUM_PLANS,
  formatDollars,
  premiumPlanFor,
  yearlySavingPercent,
} from './pricing-plans';

const plan = (overrides: Partial<BillingPlan>): BillingPlan => ({
  id: 'p',
  name: 'Plan',
  description: '',
  price: 9.99,
  interval: 'month',
  ...overrides,
});

describe('premiumPlanFor', () => {
  it("takes the API's cheapest paid plan of the interval", () => {
    const plans = [
      plan({ id: 'free', price: 0 }),
      plan({ id: 'm2', price: 19 }),
      plan({ id: 'm1', price: 12 }),
      plan({ id: 'y', price: 120, interval: 'year' }),
    ];
    expect(premiumPlanFor(plans, 'month').id).toBe('m1');
    expect(premiumPlanFor(plans, 'year').id).toBe('y');
  });

  it('falls back to the built-in defaults', () => {
    expect(premiumPlanFor(undefined, 'month')).toBe(DEFAULT_PREMIUM_PLANS.month);
    expect(premiumPlanFor([plan({})], 'year')).toEqual({
      id: '',
      name: 'Founding Member (Yearly)',
      description: 'Every premium feature, billed once a year.',
      price: 99.99,
      interval: 'year',
    });
    expect(DEFAULT_PREMIUM_PLANS.month.price).toBe(9.99);
  });
});

describe('formatDollars', () => {
  it('shows cents only when there are some', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(9.99)).toBe('$9.99');
    expect(formatDollars(99.9)).toBe('$99.90');
  });
});

describe('yearlySavingPercent', () => {
  it('is 17 for $99.99 a year against 12 × $9.99 ($119.88)', () => {
    expect(yearlySavingPercent(9.99, 99.99)).toBe(17);
  });

  it('follows the real prices, rounded to a whole percent', () => {
    expect(yearlySavingPercent(10, 80)).toBe(33);
    expect(yearlySavingPercent(12, 120)).toBe(17);
    expect(yearlySavingPercent(20, 180)).toBe(25);
  });

  it('is null when the yearly plan saves nothing', () => {
    expect(yearlySavingPercent(10, 120)).toBeNull();
    expect(yearlySavingPercent(10, 130)).toBeNull();
    expect(yearlySavingPercent(0, 99.99)).toBeNull();
  });
});
