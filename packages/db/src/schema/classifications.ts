// Which classifier decided each commit's signals when another classifier than the rules is
// configured (CLASSIFIER=llm, ADR 038): its candidates, or why the rules decided instead. The row
// is also the cache: a commit the model answered is not sent to it again.
import type { SignalId } from '@gitsignals/domain';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { commits } from './activity';

/** A signal the classifier named: how sure it was and the line of the commit it read it from. */
export interface StoredCandidate {
  signal: SignalId;
  confidence: number;
  evidence: string;
}

/** A candidate of the answer that failed validation, and why (unknown signal, evidence not found…). */
export interface DroppedCandidate {
  signal: string;
  evidence: string;
  reason: string;
}

export const commitClassifications = pgTable(
  'commit_classifications',
  {
    commitId: bigint('commit_id', { mode: 'number' })
      .notNull()
      .references(() => commits.id, { onDelete: 'cascade' }),
    /** The classifier that was asked: `provider:model` (e.g. `openai:gpt-4.1-mini`). */
    classifier: text('classifier').notNull(),
    /** The prompt's version: an answer to an older prompt is asked again. */
    promptVersion: integer('prompt_version').notNull(),
    /** 'llm': the candidates below are the commit's; 'rules': the model gave no usable answer. */
    decidedBy: text('decided_by').notNull(),
    /** Why the rules decided (timeout, refusal, malformed, schema, error, budget, missing); null when the model did. */
    fallbackReason: text('fallback_reason'),
    candidates: jsonb('candidates').$type<StoredCandidate[]>().notNull().default([]),
    dropped: jsonb('dropped').$type<DroppedCandidate[]>().notNull().default([]),
    /** Calls that carried this commit; a commit the model failed on is asked again up to a limit. */
    attempts: integer('attempts').notNull().default(0),
    classifiedAt: timestamp('classified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commitId, t.classifier] }),
    index('commit_classifications_classified_idx').on(t.classifiedAt),
  ],
);
