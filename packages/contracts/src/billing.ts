import { z } from 'zod';

/** Billing intervals a plan can have (spec section 3, Billing plan). */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** GET /billing/plans: one plan. `price` is in dollars (9.99), as the spec's figures are. */
export const billingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  interval: billingIntervalSchema,
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;
export const billingPlansResponseSchema = z.array(billingPlanSchema);

/**
 * Subscription statuses. Stripe's own set; the test-mode provider uses `active` and `canceled`.
 * Only `active` and `trialing` with a period end in the future count as an active subscription;
 * a user holds at most one subscription in those two (docs/decisions/018).
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /billing/subscriptions/user/{userId}: one of the user's subscriptions (spec section 3). */
export const userSubscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  cancel_at_period_end: z.boolean(),
  /** ISO 8601 date-time of the period end (the next billing date); null when not known yet. */
  next_billing_date: z.string().nullable(),
  plan_id: z.string(),
  plan: z.object({
    name: z.string(),
    description: z.string(),
    price: z.number().nonnegative(),
    interval: billingIntervalSchema,
  }),
  /**
   * Set when this was a second live subscription of a user who already had one: we ended it at
   * once (status `canceled`) and refunded its payment (docs/decisions/018). Otherwise null.
   */
  duplicate: z
    .object({
      /** ISO 8601 date-time of when it was ended. */
      ended_at: z.string(),
      /** What was refunded, in the plan's currency (9.99); 0 when nothing had been paid. */
      refunded_amount: z.number().nonnegative(),
    })
    .nullable(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;
export const userSubscriptionsResponseSchema = z.array(userSubscriptionSchema);

/** GET /billing/subscription-status/{userId} */
export const subscriptionStatusResponseSchema = z.object({
  hasActiveSubscription: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/** A URL the browser is sent to: absolute http(s), or a path on our own origin. */
const returnUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { message: 'Expected an absolute http(s) URL' });

/** POST /billing/create-checkout-session/{userId}: body. */
export const createCheckoutSessionRequestSchema = z.strictObject({
  plan_id: z.string().trim().min(1, 'plan_id is required').max(200),
  /** `{origin}/signals` in the spec. */
  success_url: returnUrlSchema,
  /** `{origin}/pricing` in the spec. */
  cancel_url: returnUrlSchema,
});
export type CreateCheckoutSessionRequest = z.input<typeof createCheckoutSessionRequestSchema>;

/** POST /billing/create-checkout-session/{userId}: answer. */
export const checkoutSessionResponseSchema = z.object({
  checkoutUrl: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** DELETE /billing/subscriptions/{id}: the subscription's id (any signed-in user; it must be theirs). */
export const subscriptionParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** DELETE /billing/subscriptions/{id}: answer; the subscription ends at its period end. */
export const cancelSubscriptionResponseSchema = userSubscriptionSchema;
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/**
 * Test mode (no Stripe configured). `checkoutUrl` is `/billing/test-checkout/{sessionId}` on our
 * own origin; that page reads the session and confirms it.
 * GET /billing/test-checkout/{sessionId} (owner only): what the page shows.
 */
export const testCheckoutParamsSchema = z.object({ sessionId: z.string().min(1).max(200) });

export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  plan: billingPlanSchema,
  success_url: z.string(),
  cancel_url: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

/** POST /billing/test-checkout/{sessionId}/confirm (owner only): where the browser goes next. */
export const testCheckoutConfirmResponseSchema = z.object({
  redirectUrl: z.string(),
});
export type TestCheckoutConfirmResponse = z.infer<typeof testCheckoutConfirmResponseSchema>;

/**
 * GET /billing/free-projects (public): the projects whose analysis the free tier includes, for the
 * pricing page. Premium has no limit.
 */
export const freeProjectsResponseSchema = z.object({
  projects: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type FreeProjectsResponse = z.infer<typeof freeProjectsResponseSchema>;

/** GET /billing/config (public): which provider takes payments, so the UI can say test mode. */
export const billingConfigResponseSchema = z.object({
  provider: z.enum(['stripe', 'test']),
});
export type BillingConfigResponse = z.infer<typeof billingConfigResponseSchema>;

/** POST /billing/webhook: Stripe's events, answered once applied. */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** false when the event id was processed before (a replay): nothing changed. */
  processed: z.boolean(),
});
