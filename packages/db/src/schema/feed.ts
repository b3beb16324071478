// Feed items: one project's analysed activity over a window ending on analysis_date.
import type { Priority, SignalId } from '@gitsignals/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { commits, tags } from './activity';
import { projects } from './projects';

export interface FeedTagGroups {
  blockchain_technologies: string[];
  protocols: string[];
  tools_and_platforms: string[];
  standards_and_frameworks: string[];
}

/** Commits left out of an item and why (bot, merge, formatting-only…), shown as the noise ledger. */
export type NoiseLedger = Record<string, number>;

/** A signal matched below its threshold: shown on the feed detail page only (ADR 037). */
export interface PossibleSignalRecord {
  signal: SignalId;
  confidence: number;
  shas: string[];
}

export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('commit_analysis'),
    owner: text('owner').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    totalCommits: integer('total_commits').notNull(),
    priority: text('priority').$type<Priority>().notNull(),
    /** high 3, medium 2, low 1: the feed's first sort key. */
    priorityRank: smallint('priority_rank').notNull(),
    signals: text('signals')
      .array()
      .$type<SignalId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: jsonb('tags').$type<FeedTagGroups>().notNull(),
    category: text('category').notNull(),
    networks: text('networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    analysisDate: date('analysis_date', { mode: 'string' }).notNull(),
    daysAnalyzed: integer('days_analyzed').notNull().default(1),
    score: real('score').notNull().default(0),
    imageUrl: text('image_url'),
    noise: jsonb('noise').$type<NoiseLedger>().notNull().default({}),
    /** Signals matched below their threshold that the item does not show, most confident first. */
    possibleSignals: jsonb('possible_signals')
      .$type<PossibleSignalRecord[]>()
      .notNull()
      .default([]),
    /** Replayed demo history: the recorded date of the activity this item describes. */
    isReplay: boolean('is_replay').notNull().default(false),
    recordedDate: date('recorded_date', { mode: 'string' }),
    /** Lower-cased title, summary, content, owner and tags: what keyword search matches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_items_natural_uq').on(t.projectId, t.type, t.analysisDate, t.daysAnalyzed),
    // The feed order, then every column a feed filter reads: a page's ids come from an index-only
    // scan that filters and skips the offset without touching the wide rows (listFeedItems).
    index('feed_items_order_covering_idx').on(
      t.priorityRank.desc(),
      t.analysisDate.desc(),
      t.id,
      t.category,
      t.projectId,
      t.networks,
    ),
    index('feed_items_date_idx').on(t.analysisDate.desc(), t.priorityRank.desc()),
    // A project's items newest first in the feed's tie order, and every column a page of a few
    // projects' recent items is sorted by: index-only for a personal feed with `days` (ADR 052).
    index('feed_items_project_date_idx').on(
      t.projectId,
      t.analysisDate.desc(),
      t.priorityRank.desc(),
      t.id,
    ),
    index('feed_items_category_order_idx').on(
      t.category,
      t.priorityRank.desc(),
      t.analysisDate.desc(),
    ),
    index('feed_items_networks_gin').using('gin', t.networks),
    // The words of search_text (feed_search_words, migration 0014): keyword search finds the items
    // holding one of the vocabulary's words that contain the keyword (ADR 049).
    index('feed_items_search_words_gin').using('gin', sql`feed_search_words(${t.searchText})`),
  ],
);

/**
 * Every word that occurs in some item's search_text (feed_search_words), and possibly words no
 * item holds any more: search turns a keyword into the words containing it here (ADR 049).
 * Written by triggers on feed_items (migration 0014), so every writer of search_text keeps it.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { word: text('word').primaryKey() },
  (t) => [index('search_vocabulary_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const feedItemCommits = pgTable(
  'feed_item_commits',
  {
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    commitId: bigint('commit_id', { mode: 'number' })
      .notNull()
      .references(() => commits.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.feedItemId, t.commitId] }),
    index('feed_item_commits_commit_idx').on(t.commitId),
  ],
);

export const feedItemTags = pgTable(
  'feed_item_tags',
  {
    feedItemId: uuid('feed_item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.feedItemId, t.tagId] })],
);
