// Deeper analyses: per-project recent-days analyses, quarterly analyses and technology stacks.
import type { StackArrival } from '@gitsignals/analysis';
import type { StackCategory } from '@gitsignals/domain';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';

export const projectAnalyses = pgTable(
  'project_analyses',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    commitsCount: integer('commits_count').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    writer: text('writer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_analyses_uq').on(t.projectId, t.days, t.asOf)],
);

export const quarterlyAnalyses = pgTable(
  'quarterly_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'YYYY-Qn' */
    quarter: text('quarter').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    totalCommits: integer('total_commits').notNull(),
    analysisResult: jsonb('analysis_result').$type<Record<string, unknown>>().notNull(),
    metrics: jsonb('metrics').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quarterly_analyses_project_quarter_uq').on(t.projectId, t.quarter)],
);

/** Why a profile lists each technology, and the stack as it stood before today's changes. */
export interface TechnologyProfileEvidence {
  /** Absent only on rows written before evidence was recorded (the column defaults to {}). */
  detections?: {
    technology: string;
    category: StackCategory;
    confidence: number;
    evidence: { file: string; rule: string }[];
    /** The newest release the manifests ask for, when a package dependency names it. */
    version?: string;
    /** Only an indirect dependency: in the build, not the project's own choice (ADR 040). */
    transitive?: true;
    /**
     * When it came into the stack, from the stored history (ADR 040): the commit whose files
     * brought it in, or "before" the oldest stored commit; absent when the history cannot tell.
     */
    arrival?: StackArrival;
  }[];
  /**
   * The categories as they were at the start of `day`: a second computation on the same day
   * diffs against them, so the day's stack-change item describes the whole day's change.
   */
  dayBaseline?: {
    day: string;
    categories: Record<string, string[]>;
    versions?: { technology: string; category: string; version?: string }[];
    commitWatermark?: number;
  };
  /**
   * The project's newest commit id when the profile was computed: commits stored after it that
   * touched a manifest are the ones behind a later change of the stack.
   */
  commitWatermark?: number;
}

/** A project's technology stack: technology names per category key (layer_1s, oracles, …). */
export const technologyProfiles = pgTable('technology_profiles', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  githubUrl: text('github_url'),
  categories: jsonb('categories').$type<Record<string, string[]>>().notNull(),
  technologyCount: integer('technology_count').notNull(),
  /** Which dependency or path gave each technology, so the stack can be explained. */
  evidence: jsonb('evidence').$type<TechnologyProfileEvidence>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each LLM call: provider, model, tokens and cost, for budgets and audits. */
export const llmCalls = pgTable(
  'llm_calls',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }).notNull().default('0'),
    durationMs: integer('duration_ms').notNull().default(0),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('llm_calls_created_idx').on(t.createdAt)],
);
