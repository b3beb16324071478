// Stored project analyses, by (project, days, as of).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { projectAnalyses } from '../schema/index';

/** A stored project analysis for (project, days, as_of), or null. */
export async function findProjectAnalysis(
  db: Database,
  projectId: number,
  days: number,
  asOf: string,
) {
  const rows = await db
    .select({
      commitsCount: projectAnalyses.commitsCount,
      result: projectAnalyses.result,
      writer: projectAnalyses.writer,
      createdAt: projectAnalyses.createdAt,
    })
    .from(projectAnalyses)
    .where(
      and(
        eq(projectAnalyses.projectId, projectId),
        eq(projectAnalyses.days, days),
        eq(projectAnalyses.asOf, asOf),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Stores (or replaces) the analysis of (project, days, as_of); returns when it was written. */
export async function saveProjectAnalysis(
  db: Database,
  row: {
    projectId: number;
    days: number;
    asOf: string;
    commitsCount: number;
    result: Record<string, unknown>;
    writer: string;
  },
): Promise<Date> {
  const [saved] = await db
    .insert(projectAnalyses)
    .values(row)
    .onConflictDoUpdate({
      target: [projectAnalyses.projectId, projectAnalyses.days, projectAnalyses.asOf],
      set: {
        commitsCount: row.commitsCount,
        result: row.result,
        writer: row.writer,
        createdAt: sql`now()`,
      },
    })
    .returning({ createdAt: projectAnalyses.createdAt });
  return saved!.createdAt;
}
