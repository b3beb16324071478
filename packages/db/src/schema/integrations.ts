// Issue 17: what pushes signals to where users work and what lets programs read them. Alert rules
// and their delivery log, the Telegram chats users linked, personal API tokens (kept as hashes)
// and the token of each user's private Atom/RSS feed.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Priority, SignalId } from '@gitsignals/domain';
import { users } from './auth';

export type AlertRuleDelivery = 'instant' | 'daily';
export type AlertRuleDestination =
  | { type: 'email' }
  | { type: 'webhook' | 'slack' | 'discord'; url: string }
  | { type: 'telegram'; chatId: string };
export type AlertRuleStatus = 'active' | 'paused';

export const alertRules = pgTable(
  'alert_rules',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    delivery: text('delivery').$type<AlertRuleDelivery>().notNull(),
    minPriority: text('min_priority').$type<Priority>(),
    projects: text('projects').array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    networks: text('networks').array().notNull().default([]),
    signals: text('signals').array().$type<SignalId[]>().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    destination: jsonb('destination').$type<AlertRuleDestination>().notNull(),
    /** The HMAC-SHA256 key deliveries are signed with; shown to the owner once, at creation. */
    secret: text('secret').notNull(),
    status: text('status').$type<AlertRuleStatus>().notNull().default('active'),
    /** Why the server paused it (repeated failures); null when the owner did, or it runs. */
    pausedReason: text('paused_reason'),
    /** Deliveries that failed for good in a row; reset by a success or a resume. */
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
  },
  (t) => [index('alert_rules_user_idx').on(t.userId), index('alert_rules_status_idx').on(t.status)],
);

export type AlertDeliveryKind = 'instant' | 'daily' | 'test';
export type AlertDeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/**
 * One message of a rule: at least once, never twice. `key` is the idempotency key (the feed
 * item's id for instant, the day for daily, a fresh one per test), unique per rule, so the analyse
 * step running twice queues nothing new.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    /** Sent as X-GitSignals-Delivery. */
    id: text('id').primaryKey(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').$type<AlertDeliveryKind>().notNull(),
    itemIds: text('item_ids').array().notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').$type<AlertDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    latencyMs: integer('latency_ms'),
    responseCode: integer('response_code'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('alert_deliveries_rule_key_idx').on(t.ruleId, t.key),
    index('alert_deliveries_rule_created_idx').on(t.ruleId, t.createdAt),
  ],
);

/** Telegram chats a user linked by sending a one-time code to the operator's bot. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    title: text('title').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatId] })],
);

export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    code: text('code').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Filled when the code arrived at the bot. */
    chatId: text('chat_id'),
    chatTitle: text('chat_title'),
  },
  (t) => [index('telegram_link_codes_user_idx').on(t.userId)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token, hex; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Its first characters, so a user can tell tokens apart. */
    preview: text('preview').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

/** The token in a user's private Atom/RSS feed URL; one per user, replaced or removed to revoke. */
export const feedTokens = pgTable(
  'feed_tokens',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('feed_tokens_token_idx').on(t.token)],
);
