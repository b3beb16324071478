// Commit classifications by another classifier than the rules (ADR 038): read before asking the
// model (the cache), written after it answered or failed, one row per commit and classifier.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commitClassifications } from '../schema/index';
import type { DroppedCandidate, StoredCandidate } from '../schema/classifications';
import { chunk } from './chunk';

export type { DroppedCandidate, StoredCandidate } from '../schema/classifications';

export interface CommitClassificationRow {
  commitId: number;
  classifier: string;
  promptVersion: number;
  decidedBy: 'llm' | 'rules';
  fallbackReason: string | null;
  candidates: StoredCandidate[];
  dropped: DroppedCandidate[];
  attempts: number;
}

export type StoredClassification = CommitClassificationRow & { classifiedAt: Date };

/** The stored classifications of these commits by one classifier, by commit id. */
export async function listCommitClassifications(
  db: Database,
  classifier: string,
  commitIds: number[],
): Promise<Map<number, StoredClassification>> {
  const out = new Map<number, StoredClassification>();
  for (const ids of chunk(commitIds, 1000)) {
    const rows = await db
      .select()
      .from(commitClassifications)
      .where(
        and(
          eq(commitClassifications.classifier, classifier),
          inArray(commitClassifications.commitId, ids),
        ),
      );
    for (const r of rows)
      out.set(r.commitId, { ...r, decidedBy: r.decidedBy === 'llm' ? 'llm' : 'rules' });
  }
  return out;
}

/** Inserts or replaces the rows (by commit and classifier), stamped with the database's clock. */
export async function saveCommitClassifications(
  db: Database,
  rows: CommitClassificationRow[],
): Promise<void> {
  for (const batch of chunk(rows, 500)) {
    await db
      .insert(commitClassifications)
      .values(batch)
      .onConflictDoUpdate({
        target: [commitClassifications.commitId, commitClassifications.classifier],
        set: {
          promptVersion: sql`excluded.prompt_version`,
          decidedBy: sql`excluded.decided_by`,
          fallbackReason: sql`excluded.fallback_reason`,
          candidates: sql`excluded.candidates`,
          dropped: sql`excluded.dropped`,
          attempts: sql`excluded.attempts`,
          classifiedAt: sql`now()`,
        },
      });
  }
}
