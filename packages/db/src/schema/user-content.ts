// What a signed-in user keeps: project subscriptions, bookmarks, saved searches, insights, digests.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { feedItems } from './feed';
import { projects } from './projects';

export const projectSubscriptions = pgTable(
  'project_subscriptions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('project_subscriptions_project_idx').on(t.projectId),
  ],
);

export const savedFeeds = pgTable(
  'saved_feeds',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feedItemId] }),
    // The saved list's order (newest bookmark first), read backwards: the items are fetched in
    // that order, so the wide rows are never sorted (ADR 046).
    index('saved_feeds_user_order_idx').on(t.userId, t.createdAt, t.feedItemId),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keywords: text('keywords').array().notNull(),
    /** Sorted, lower-cased keywords joined: the same set is saved once. */
    keywordsKey: text('keywords_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_key_uq').on(t.userId, t.keywordsKey)],
);

/** An Agent Hub insight: one profile's answers matched against one feed item. */
export const insights = pgTable(
  'insights',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    profileType: text('profile_type').notNull(),
    insightType: text('insight_type').notNull(),
    opportunity: text('opportunity').notNull(),
    analysisDate: date('analysis_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insights_user_feed_profile_uq').on(t.userId, t.feedItemId, t.profileType),
    index('insights_user_date_idx').on(t.userId, t.analysisDate.desc()),
  ],
);

/** One row per digest sent: the unique period key makes a digest go out at most once. */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    periodKey: text('period_key').notNull(),
    itemCount: integer('item_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('digest_deliveries_user_period_uq').on(t.userId, t.periodKey)],
);

/** A rendered digest e-mail as the outbox keeps it until it is delivered (the address is read then). */
export interface DigestOutboxMessage {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * The digest e-mails to deliver: one row per claimed (user, period), written in the claim's
 * transaction, delivered by the digest job and marked `sent` (or `cancelled` when the user turned
 * e-mails off first, `expired` when it could not be delivered for days). A delivery leases its row
 * (`lease_until`, renewed while it sends), so a process that died mid-send hands it on when the
 * lease runs out. docs/decisions/020-digest-outbox.md.
 */
export const digestOutbox = pgTable(
  'digest_outbox',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    /** Stable per (user, period): a second delivery after a crash collapses with the first. */
    messageId: text('message_id').notNull(),
    /** Cleared once the row is settled. */
    message: jsonb('message').$type<DigestOutboxMessage>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('digest_outbox_user_period_uq').on(t.userId, t.periodKey),
    index('digest_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
