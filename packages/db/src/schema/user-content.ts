// What a signed-in user keeps: project subscriptions, bookmarks, saved searches, insights, digests.
import {
  index,
  integer,
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
  (t) => [primaryKey({ columns: [t.userId, t.feedItemId] })],
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
