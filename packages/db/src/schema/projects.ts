// The project registry and the repositories we read for each project.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    networks: text('networks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    githubOrgs: text('github_orgs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    iconUrl: text('icon_url'),
    website: text('website'),
    /** Where the registry entry came from (taxonomy ecosystem, parents), for tracing. */
    source: jsonb('source').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_category_idx').on(t.category),
    index('projects_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const repositories = pgTable(
  'repositories',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** owner/name on the code host. */
    fullName: text('full_name').notNull(),
    host: text('host').notNull().default('github'),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    defaultBranch: text('default_branch'),
    headSha: text('head_sha'),
    headAt: timestamp('head_at', { withTimezone: true }),
    /**
     * Demo replay: whole days added to every recorded date of this repository so that its newest
     * commit day lands on the day before the import. Null for live repositories.
     */
    replayOffsetDays: integer('replay_offset_days'),
    isFork: boolean('is_fork').notNull().default(false),
    upstreamFullName: text('upstream_full_name'),
    lastCollectedAt: timestamp('last_collected_at', { withTimezone: true }),
    /** When the last collection of this repository ended, whether it read it or failed. */
    lastCollectAttemptAt: timestamp('last_collect_attempt_at', { withTimezone: true }),
    /** Why the last collection failed; null when it read the repository (or none ran yet). */
    lastCollectError: text('last_collect_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repositories_project_full_name_uq').on(t.projectId, t.fullName),
    index('repositories_full_name_idx').on(t.fullName),
  ],
);

/** Dependencies declared in manifests at HEAD (package.json, Cargo.toml, go.mod, remappings, submodules…). */
export const repositoryDependencies = pgTable(
  'repository_dependencies',
  {
    id: serial('id').primaryKey(),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    ecosystem: text('ecosystem').notNull(),
    name: text('name').notNull(),
    version: text('version'),
    manifestPath: text('manifest_path').notNull(),
    kind: text('kind'),
    source: text('source'),
  },
  (t) => [
    uniqueIndex('repository_dependencies_uq').on(
      t.repositoryId,
      t.manifestPath,
      t.ecosystem,
      t.name,
    ),
    index('repository_dependencies_name_idx').on(t.name),
  ],
);

/** File paths at HEAD, which the stack and chain detectors read. */
export const repositoryPaths = pgTable(
  'repository_paths',
  {
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    paths: text('paths').array().notNull(),
    headSha: text('head_sha'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('repository_paths_repo_uq').on(t.repositoryId)],
);

/** Resumable collection state per repository and source (GraphQL cursors, last fetched dates). */
export const collectionCursors = pgTable(
  'collection_cursors',
  {
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collection_cursors_uq').on(t.repositoryId, t.source)],
);
