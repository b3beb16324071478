// Contacts of a project, from two sources kept apart: 'import' (an operator's file, updated in
// place by its natural key) and 'commits' (core contributors derived from commit history, with a
// profile link only when a login is stored, and never an e-mail address).
import type { ContactSource } from '@gitsignals/domain';
import { and, asc, desc, eq, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { contacts, projects } from '../schema/index';
import { inTransaction, type Database } from '../client';
import { chunk } from './chunk';
import { insertedColumn, slugIn, tallyUpserted } from './sql-parts';

export type ContactRow = typeof contacts.$inferSelect;

export const IMPORTED_CONTACT_SOURCE: Extract<ContactSource, 'import'> = 'import';

export const DERIVED_CONTACT_SOURCE: Extract<ContactSource, 'commits'> = 'commits';

export interface ImportedContact {
  projectId: number;
  firstName: string;
  lastName: string;
  title: string | null;
  workEmail: string | null;
  personalEmail: string | null;
  personalLinkedin: string | null;
  twitter: string | null;
  companyLinkedin: string | null;
  sourceKey: string;
}

/**
 * Inserts imported contacts or updates those with the same project and natural key, all or none
 * (inside the caller's transaction when there is one: the rest of an import). Answers how many
 * rows were new and how many updated.
 */
export async function saveImportedContacts(
  db: Database,
  rows: ImportedContact[],
  now: Date,
): Promise<{ inserted: number; updated: number }> {
  return inTransaction(db, async (tx) => {
    const written: { inserted: boolean }[] = [];
    for (const batch of chunk(rows, 500)) {
      const result = await tx
        .insert(contacts)
        .values(
          batch.map((r) => ({
            ...r,
            source: IMPORTED_CONTACT_SOURCE,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [contacts.projectId, contacts.source, contacts.sourceKey],
          set: {
            firstName: sql`excluded.first_name`,
            lastName: sql`excluded.last_name`,
            title: sql`excluded.title`,
            workEmail: sql`excluded.work_email`,
            personalEmail: sql`excluded.personal_email`,
            personalLinkedin: sql`excluded.personal_linkedin`,
            twitter: sql`excluded.twitter`,
            companyLinkedin: sql`excluded.company_linkedin`,
            updatedAt: now,
          },
        })
        .returning(insertedColumn);
      written.push(...result);
    }
    return tallyUpserted(written);
  });
}

/** Every contact of a project: imported ones by name, then contributors by share of commits. */
export async function listContactsOfProject(
  db: Database,
  projectId: number,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.projectId, projectId))
    .orderBy(
      sql`${contacts.source} = ${DERIVED_CONTACT_SOURCE}`,
      desc(contacts.commitShare),
      asc(sql`lower(${contacts.lastName})`),
      asc(sql`lower(${contacts.firstName})`),
      asc(contacts.id),
    );
}

/** Projects that have contacts of either source, with both counts, by name. */
export async function listProjectsWithContacts(db: Database) {
  return db
    .select({
      name: projects.name,
      slug: projects.slug,
      category: projects.category,
      contactCount: sql<number>`count(*) filter (where ${contacts.source} = ${IMPORTED_CONTACT_SOURCE})::int`,
      contributorCount: sql<number>`count(*) filter (where ${contacts.source} = ${DERIVED_CONTACT_SOURCE})::int`,
    })
    .from(contacts)
    .innerJoin(projects, eq(projects.id, contacts.projectId))
    .groupBy(projects.id)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

/** Projects that have derived contributors stored (to clear those whose history went quiet). */
export async function listProjectIdsWithDerivedContributors(
  db: Database,
  slugs?: string[],
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: contacts.projectId })
    .from(contacts)
    .innerJoin(projects, eq(projects.id, contacts.projectId))
    .where(and(eq(contacts.source, DERIVED_CONTACT_SOURCE), slugIn(slugs)));
  return rows.map((r) => r.id);
}

export interface DerivedContributor {
  name: string;
  profileUrl: string | null;
  commitShare: number;
  sourceKey: string;
}

/**
 * Makes the project's stored core contributors exactly these (insert, update in place, delete
 * the rest) in one transaction. Imported contacts are never touched. Answers how many rows changed.
 */
export async function saveDerivedContributors(
  db: Database,
  projectId: number,
  contributors: DerivedContributor[],
  now: Date,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const keys = contributors.map((c) => c.sourceKey);
    const removed = await tx
      .delete(contacts)
      .where(
        and(
          eq(contacts.projectId, projectId),
          eq(contacts.source, DERIVED_CONTACT_SOURCE),
          keys.length ? notInArray(contacts.sourceKey, keys) : undefined,
        ),
      )
      .returning({ id: contacts.id });
    if (contributors.length === 0) return removed.length;
    const written = await tx
      .insert(contacts)
      .values(
        contributors.map((c) => ({
          projectId,
          source: DERIVED_CONTACT_SOURCE,
          firstName: c.name,
          lastName: '',
          profileUrl: c.profileUrl,
          commitShare: c.commitShare,
          sourceKey: c.sourceKey,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [contacts.projectId, contacts.source, contacts.sourceKey],
        set: {
          firstName: sql`excluded.first_name`,
          profileUrl: sql`excluded.profile_url`,
          commitShare: sql`excluded.commit_share`,
          updatedAt: now,
        },
        // Unchanged rows are left alone, so a repeated run writes nothing.
        setWhere: or(
          sql`${contacts.firstName} is distinct from excluded.first_name`,
          sql`${contacts.profileUrl} is distinct from excluded.profile_url`,
          sql`${contacts.commitShare} is distinct from excluded.commit_share`,
        ),
      })
      .returning({ id: contacts.id });
    return removed.length + written.length;
  });
}

/** Whether any imported contact of the project has a company LinkedIn page (the most common). */
export async function findCompanyLinkedin(db: Database, projectId: number): Promise<string | null> {
  const rows = await db
    .select({ url: contacts.companyLinkedin, n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(
      and(
        eq(contacts.projectId, projectId),
        eq(contacts.source, IMPORTED_CONTACT_SOURCE),
        isNotNull(contacts.companyLinkedin),
      ),
    )
    .groupBy(contacts.companyLinkedin)
    .orderBy(desc(sql`count(*)`), asc(contacts.companyLinkedin))
    .limit(1);
  return rows[0]?.url ?? null;
}
