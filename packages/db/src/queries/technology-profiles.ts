// Technology profiles: each project's stored stack by category, and who uses whom.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { projects, technologyProfiles } from '../schema/index';
import type { TechnologyProfileEvidence } from '../schema/analyses';

export type { TechnologyProfileEvidence };

export async function findTechnologyProfile(db: Database, projectId: number) {
  const rows = await db
    .select()
    .from(technologyProfiles)
    .where(eq(technologyProfiles.projectId, projectId));
  return rows[0];
}

export async function findTechnologyProfileSummary(db: Database, projectId: number) {
  const rows = await db
    .select({
      categories: technologyProfiles.categories,
      technologyCount: technologyProfiles.technologyCount,
      updatedAt: technologyProfiles.updatedAt,
    })
    .from(technologyProfiles)
    .where(eq(technologyProfiles.projectId, projectId))
    .limit(1);
  return rows[0] ?? null;
}

/** A technology of a stored stack, with when it arrived (ADR 040) when the history tells. */
export interface StackTechnology {
  technology: string;
  category: string;
  version?: string;
  transitive?: true;
  arrival?: TechnologyArrival;
}

export type TechnologyArrival = NonNullable<
  NonNullable<TechnologyProfileEvidence['detections']>[number]['arrival']
>;

/** What the quarterly analysis reads of a stack: the technologies with their arrivals. */
export function stackTechnologiesOf(
  evidence: TechnologyProfileEvidence | null | undefined,
): StackTechnology[] {
  return (evidence?.detections ?? []).map((d) => ({
    technology: d.technology,
    category: d.category,
    ...(d.version ? { version: d.version } : {}),
    ...(d.transitive ? { transitive: d.transitive } : {}),
    ...(d.arrival ? { arrival: d.arrival } : {}),
  }));
}

/** The project's stack with each technology's arrival, or null when unprofiled. */
export async function findStackTechnologies(
  db: Database,
  projectId: number,
): Promise<{ categories: Record<string, string[]>; technologies: StackTechnology[] } | null> {
  const rows = await db
    .select({ categories: technologyProfiles.categories, evidence: technologyProfiles.evidence })
    .from(technologyProfiles)
    .where(eq(technologyProfiles.projectId, projectId));
  const row = rows[0];
  return row
    ? { categories: row.categories, technologies: stackTechnologiesOf(row.evidence) }
    : null;
}

/** The project's technology stack (technology names per category key), or null when unprofiled. */
export async function findTechnologyStack(
  db: Database,
  projectId: number,
): Promise<Record<string, string[]> | null> {
  const rows = await db
    .select({ categories: technologyProfiles.categories })
    .from(technologyProfiles)
    .where(eq(technologyProfiles.projectId, projectId));
  return rows[0]?.categories ?? null;
}

export interface TechnologyProfileWrite {
  projectId: number;
  githubUrl: string | null;
  categories: Record<string, string[]>;
  technologyCount: number;
  evidence: TechnologyProfileEvidence;
}

/** Inserts or refreshes a project's profile; an identical profile is left untouched. */
export async function saveTechnologyProfile(
  db: Database,
  profile: TechnologyProfileWrite,
): Promise<boolean> {
  const rows = await db
    .insert(technologyProfiles)
    .values(profile)
    .onConflictDoUpdate({
      target: technologyProfiles.projectId,
      set: {
        githubUrl: sql`excluded.github_url`,
        categories: sql`excluded.categories`,
        technologyCount: sql`excluded.technology_count`,
        evidence: sql`excluded.evidence`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${technologyProfiles.githubUrl}, ${technologyProfiles.categories}, ${technologyProfiles.evidence}) is distinct from (excluded.github_url, excluded.categories, excluded.evidence)`,
    })
    .returning({ projectId: technologyProfiles.projectId });
  return rows.length > 0;
}

/** The stored profiles of these projects (by name, case-insensitively), in the order given. */
export async function listTechnologyCounts(db: Database, names: readonly string[]) {
  if (names.length === 0) return [];
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({
      name: projects.name,
      slug: projects.slug,
      technologyCount: technologyProfiles.technologyCount,
    })
    .from(technologyProfiles)
    .innerJoin(projects, eq(projects.id, technologyProfiles.projectId))
    .where(inArray(sql`lower(${projects.name})`, lower));
  return lower.flatMap((n) => rows.filter((r) => r.name.toLowerCase() === n).slice(0, 1));
}

/**
 * Projects whose technology profile names this project (case-insensitive) in any category, with
 * those categories: the 'Ecosystem Activity' of the analysis page.
 */
export async function listProjectsUsing(db: Database, project: { id: number; name: string }) {
  const key = project.name.trim().toLowerCase();
  const via = sql<string[]>`array(
    select c.key from jsonb_each(${technologyProfiles.categories}) as c
    where exists (select 1 from jsonb_array_elements_text(c.value) as t where lower(t) = ${key})
    order by c.key
  )`;
  const rows = await db
    .select({
      slug: projects.slug,
      name: projects.name,
      category: projects.category,
      iconUrl: projects.iconUrl,
      via,
    })
    .from(technologyProfiles)
    .innerJoin(projects, eq(projects.id, technologyProfiles.projectId))
    .where(and(ne(projects.id, project.id), sql`cardinality(${via}) > 0`))
    .orderBy(asc(projects.name));
  return rows;
}
