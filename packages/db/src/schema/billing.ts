// Plans, subscriptions and the webhook events already processed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Statuses of a live subscription: the ones that give access (while the period lasts). A user has
 * at most one row in them, enforced by `subscriptions_one_live_per_user`
 * (docs/decisions/018-one-live-subscription-per-user.md). Keep the index's predicate in step.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('usd'),
  /** 'month' or 'year' */
  interval: text('interval').notNull(),
  stripePriceId: text('stripe_price_id'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The provider's event time of the last applied change: older events are ignored. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    /**
     * Why we ended it ourselves, when we did: 'duplicate' (a second live subscription of a user
     * who already had one, cancelled at once and its payment refunded).
     */
    endedReason: text('ended_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_status_idx').on(t.status),
    // A literal list: the predicate of a partial index cannot take parameters.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'trialing')`),
  ],
);

/** Money we gave back through the provider, one row per provider refund (its id). */
export const subscriptionRefunds = pgTable(
  'subscription_refunds',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** In the currency's smallest unit (cents), as the provider counts it. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 'duplicate' */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_refunds_subscription_idx').on(t.subscriptionId)],
);

/**
 * Checkout sessions we started: the test-mode provider's pending sessions (confirmed on our own
 * page) and Stripe's (its session id), so a completed session is applied once, to its user.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    /** 'open', 'complete' or 'expired'. */
    status: text('status').notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** Webhook events already applied, by the provider's event id: a replay is answered, not redone. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
