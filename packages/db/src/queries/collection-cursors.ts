// Where each source stopped reading a repository (collection_cursors), and what it skipped.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { collectionCursors, repositories } from '../schema/index';
import { chunk } from './chunk';

export async function findCollectionCursor(
  db: Database,
  repositoryId: number,
  source: string,
): Promise<Record<string, unknown> | null> {
  const rows = await db
    .select({ cursor: collectionCursors.cursor })
    .from(collectionCursors)
    .where(
      and(eq(collectionCursors.repositoryId, repositoryId), eq(collectionCursors.source, source)),
    )
    .limit(1);
  return rows[0]?.cursor ?? null;
}

/** Cursors of many repositories for one source, in one query (absent: never collected). */
export async function listCollectionCursors(
  db: Database,
  repositoryIds: number[],
  source: string,
): Promise<Map<number, Record<string, unknown>>> {
  const cursors = new Map<number, Record<string, unknown>>();
  for (const ids of chunk(repositoryIds, 1000)) {
    const rows = await db
      .select({ repositoryId: collectionCursors.repositoryId, cursor: collectionCursors.cursor })
      .from(collectionCursors)
      .where(
        and(inArray(collectionCursors.repositoryId, ids), eq(collectionCursors.source, source)),
      );
    for (const row of rows) cursors.set(row.repositoryId, row.cursor);
  }
  return cursors;
}

export async function saveCollectionCursor(
  db: Database,
  repositoryId: number,
  source: string,
  cursor: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(collectionCursors)
    .values({ repositoryId, source, cursor })
    .onConflictDoUpdate({
      target: [collectionCursors.repositoryId, collectionCursors.source],
      set: { cursor, updatedAt: sql`now()` },
    });
}

/**
 * Commits each source skipped without storing them (fork_inherited), summed over a project's
 * repositories: the part of the noise ledger that has no commit rows. Sources keep the counts
 * in their cursor under `skipped`.
 */
export async function countSkippedByReason(
  db: Database,
  projectId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ cursor: collectionCursors.cursor })
    .from(collectionCursors)
    .innerJoin(repositories, eq(repositories.id, collectionCursors.repositoryId))
    .where(eq(repositories.projectId, projectId));
  const totals: Record<string, number> = {};
  for (const { cursor } of rows) {
    const skipped = cursor.skipped;
    if (typeof skipped !== 'object' || skipped === null) continue;
    for (const [reason, n] of Object.entries(skipped as Record<string, unknown>)) {
      if (typeof n === 'number') totals[reason] = (totals[reason] ?? 0) + n;
    }
  }
  return totals;
}
