// What happened in a repository: commits, the files they changed, and tags/releases.
import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SignalId } from '@gitsignals/domain';
import { sql } from 'drizzle-orm';
import { repositories } from './projects';

export const commits = pgTable(
  'commits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    sha: text('sha').notNull(),
    parents: text('parents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text('author_name').notNull(),
    authorLogin: text('author_login'),
    /** Effective dates: for replayed demo history, the recorded date plus the repository's offset. */
    authoredAt: timestamp('authored_at', { withTimezone: true }).notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    /** The date as recorded in git, kept for replayed history so the UI can show it. */
    recordedCommittedAt: timestamp('recorded_committed_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    additions: integer('additions').notNull().default(0),
    deletions: integer('deletions').notNull().default(0),
    filesChanged: integer('files_changed').notNull().default(0),
    isMerge: boolean('is_merge').notNull().default(false),
    /** Signal ids the classifier gave this commit; empty for noise. */
    signals: text('signals')
      .array()
      .$type<SignalId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why the commit was filtered as noise, or null when it counts. */
    noiseReason: text('noise_reason'),
  },
  (t) => [
    uniqueIndex('commits_repo_sha_uq').on(t.repositoryId, t.sha),
    index('commits_repo_committed_idx').on(t.repositoryId, t.committedAt),
  ],
);

export const commitFiles = pgTable(
  'commit_files',
  {
    commitId: bigint('commit_id', { mode: 'number' })
      .notNull()
      .references(() => commits.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    status: text('status').notNull(),
    oldPath: text('old_path'),
    /** Null for binary files and blobs missing from the source. */
    additions: integer('additions'),
    deletions: integer('deletions'),
  },
  (t) => [primaryKey({ columns: [t.commitId, t.path] })],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sha: text('sha'),
    isRelease: boolean('is_release').notNull().default(false),
    taggedAt: timestamp('tagged_at', { withTimezone: true }),
    recordedTaggedAt: timestamp('recorded_tagged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tags_repo_name_uq').on(t.repositoryId, t.name),
    index('tags_repo_tagged_idx').on(t.repositoryId, t.taggedAt),
  ],
);
