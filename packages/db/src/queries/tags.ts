// Tags of repositories (releases among them): idempotent writes by (repository, name) and a
// project's reads.
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { repositories, tags } from '../schema/index';
import { chunk } from './chunk';
import { dayRange } from './days';

/** A release as lists show it, with its repository; needs the join. */
export const releaseColumns = {
  name: tags.name,
  repository: repositories.fullName,
  taggedAt: tags.taggedAt,
};

export interface NewTag {
  name: string;
  sha: string | null;
  taggedAt: Date | null;
  recordedTaggedAt: Date | null;
  isRelease: boolean;
}

export async function insertTags(
  db: Database,
  repositoryId: number,
  list: NewTag[],
): Promise<void> {
  return inTransaction(db, async (tx) => {
    for (const batch of chunk(list, 500)) {
      await tx
        .insert(tags)
        .values(batch.map((t) => ({ repositoryId, ...t })))
        .onConflictDoNothing({ target: [tags.repositoryId, tags.name] });
    }
  });
}

export async function listTagsOfProject(db: Database, projectId: number) {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      sha: tags.sha,
      taggedAt: tags.taggedAt,
      repository: repositories.fullName,
    })
    .from(tags)
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(eq(repositories.projectId, projectId));
}

/** The project's release tags tagged between two days (inclusive, UTC); undated ones never. */
function releasedBetween(projectId: number, fromDay: string, toDay: string) {
  const [from, to] = dayRange(fromDay, toDay);
  return and(
    eq(repositories.projectId, projectId),
    eq(tags.isRelease, true),
    gte(tags.taggedAt, from),
    lt(tags.taggedAt, to),
  );
}

/** Release tags of the project tagged between two days (inclusive, UTC), newest first. */
export async function listReleaseNamesBetween(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(releasedBetween(projectId, fromDay, toDay))
    .orderBy(desc(tags.taggedAt), asc(tags.name));
  return rows.map((row) => row.name);
}

/** Release tags of the quarter (effective dates, and the recorded ones of replayed history). */
export async function listQuarterReleases(
  db: Database,
  projectId: number,
  startDay: string,
  endDay: string,
) {
  const rows = await db
    .select({ ...releaseColumns, recordedTaggedAt: tags.recordedTaggedAt })
    .from(tags)
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(releasedBetween(projectId, startDay, endDay))
    .orderBy(asc(tags.taggedAt), asc(tags.name));
  return rows.flatMap((r) => (r.taggedAt === null ? [] : [{ ...r, taggedAt: r.taggedAt }]));
}
