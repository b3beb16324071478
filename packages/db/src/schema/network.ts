// People and markets around projects: contacts and token listings.
import type { ContactSource, ListingBulkKind, PublishedContactKind } from '@gitsignals/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects, repositories } from './projects';

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * 'import' (an operator's file), 'published' (the project's own files) or 'commits' (derived
     * core contributors); kept apart in the UI.
     */
    source: text('source').$type<ContactSource>().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title'),
    workEmail: text('work_email'),
    personalEmail: text('personal_email'),
    personalLinkedin: text('personal_linkedin'),
    twitter: text('twitter'),
    companyLinkedin: text('company_linkedin'),
    /** Derived contributors: their GitHub profile. Published rows: the link the file gives. */
    profileUrl: text('profile_url'),
    /** Derived contributors: share of the project's commits in the window (0–1). */
    commitShare: real('commit_share'),
    /** Natural key within a source (e-mail, profile URL or name) so re-imports update in place. */
    sourceKey: text('source_key').notNull(),
    // Published rows only (null for the other sources): what the file calls the contact and
    // where it came from, the file at the commit it was read at (ADR 034).
    kind: text('kind').$type<PublishedContactKind>(),
    /** A GitHub login or team ("org/team"), or a funding platform's account. */
    handle: text('handle'),
    repositoryId: integer('repository_id').references(() => repositories.id, {
      onDelete: 'cascade',
    }),
    sourcePath: text('source_path'),
    sourceCommit: text('source_commit'),
    /** The file at that commit on its code host, when the repository lives on GitHub. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_project_source_key_uq').on(t.projectId, t.source, t.sourceKey),
    index('contacts_repository_idx').on(t.repositoryId),
  ],
);

export const tokenListings = pgTable(
  'token_listings',
  {
    id: serial('id').primaryKey(),
    coinName: text('coin_name').notNull(),
    platform: text('platform').notNull(),
    tradingStartTime: timestamp('trading_start_time', { withTimezone: true }),
    description: text('description'),
    additionalInfo: jsonb('additional_info').$type<string | Record<string, unknown>>(),
    url: text('url'),
    contactInfo: jsonb('contact_info').$type<Record<string, string>>(),
    source: text('source').notNull(),
    /** Natural key within a source (list + chain + address, or the import's id). */
    sourceKey: text('source_key').notNull(),
    /**
     * Set when the token came in bulk (ADR 036): with the list's first version, or in a commit
     * that added many at once. Such listings sort after the tokens added one by one.
     */
    bulkKind: text('bulk_kind').$type<ListingBulkKind>(),
    /** How many tokens that commit added, this one included (with bulkKind). */
    bulkTokens: integer('bulk_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('token_listings_source_key_uq').on(t.source, t.sourceKey),
    // The page order: single additions first, then bulk ones, each newest first.
    index('token_listings_page_idx').on(
      sql`(${t.bulkKind} is not null)`,
      t.tradingStartTime.desc().nullsLast(),
    ),
  ],
);
