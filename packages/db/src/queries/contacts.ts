// Contacts of a project, from three sources kept apart: 'import' (an operator's file, updated in
// place by its natural key), 'published' (what the project's own files name, per repository,
// with the file and commit they came from; ADR 034) and 'commits' (core contributors derived from
// commit history, with a profile link only when a login is stored, and never an e-mail address).
import type { ContactSource, PublishedContactKind } from '@gitsignals/domain';
import { and, asc, desc, eq, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contacts, projects } from '../schema/index';
import { inTransaction, type Database } from '../client';
import { chunk } from './chunk';
import { insertedColumn, slugIn, tallyUpserted } from './sql-parts';

export type ContactRow = typeof contacts.$inferSelect;

export const IMPORTED_CONTACT_SOURCE: Extract<ContactSource, 'import'> = 'import';

export const DERIVED_CONTACT_SOURCE: Extract<ContactSource, 'commits'> = 'commits';

export const PUBLISHED_CONTACT_SOURCE: Extract<ContactSource, 'published'> = 'published';

const imported = alias(contacts, 'imported');

// A Twitter/X handle as imported ('@name', 'name' or a profile URL) reduced to the name.
const TWITTER_NAME = String.raw`'^(https?://)?(www\.)?((twitter|x)\.com/)?@?([^/?#]+)/?$', '\5', 'i'`;

/**
 * A published row naming a person an operator imported (same full name, or its handle equal to
 * the imported Twitter/X handle): the imported contact is shown and this row is not. Security
 * addresses and funding accounts name no person and are never hidden.
 */
const shadowedByImport = sql<boolean>`(${contacts.source} = ${PUBLISHED_CONTACT_SOURCE}
  and ${contacts.kind} in ('code-owner', 'maintainer', 'package-author')
  and exists (select 1 from ${contacts} ${sql.identifier('imported')}
    where ${imported.projectId} = ${contacts.projectId}
      and ${imported.source} = ${IMPORTED_CONTACT_SOURCE}
      and ((trim(${contacts.firstName} || ' ' || ${contacts.lastName}) <> ''
            and lower(trim(${imported.firstName} || ' ' || ${imported.lastName}))
              = lower(trim(${contacts.firstName} || ' ' || ${contacts.lastName})))
        or (${contacts.handle} is not null
            and lower(regexp_replace(${imported.twitter}, ${sql.raw(TWITTER_NAME)}))
              = lower(${contacts.handle})))))`;

/** Published rows by who they name: handle, else name, else the address or link. */
const publishedName = sql`case when ${contacts.source} = ${PUBLISHED_CONTACT_SOURCE} then lower(coalesce(
  ${contacts.handle}, nullif(trim(${contacts.firstName} || ' ' || ${contacts.lastName}), ''),
  ${contacts.workEmail}, ${contacts.profileUrl})) end`;

/** Published rows first by what they are: the security contact, maintainers, code owners… */
const publishedKindRank = sql`case ${contacts.kind}
  when 'security' then 0 when 'maintainer' then 1 when 'code-owner' then 2
  when 'package-author' then 3 else 4 end`;

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

/**
 * Every contact of a project: imported ones by name, then published ones (by kind, then handle
 * or name; those naming an imported person left out), then contributors by share of commits.
 */
export async function listContactsOfProject(
  db: Database,
  projectId: number,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.projectId, projectId), sql`not ${shadowedByImport}`))
    .orderBy(
      sql`case ${contacts.source} when ${IMPORTED_CONTACT_SOURCE} then 0 when ${PUBLISHED_CONTACT_SOURCE} then 1 else 2 end`,
      publishedKindRank,
      desc(contacts.commitShare),
      asc(publishedName),
      asc(sql`lower(${contacts.lastName})`),
      asc(sql`lower(${contacts.firstName})`),
      asc(contacts.id),
    );
}

/** Projects that have contacts of any source, with the count of each, by name. */
export async function listProjectsWithContacts(db: Database) {
  return db
    .select({
      name: projects.name,
      slug: projects.slug,
      category: projects.category,
      contactCount: sql<number>`count(*) filter (where ${contacts.source} = ${IMPORTED_CONTACT_SOURCE})::int`,
      publishedCount: sql<number>`count(*) filter (where ${contacts.source} = ${PUBLISHED_CONTACT_SOURCE} and not ${shadowedByImport})::int`,
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

/** One contact a repository's files publish, as stored: its file at the commit it was read at. */
export interface PublishedContactWrite {
  kind: PublishedContactKind;
  handle: string | null;
  /** The name as given when it does not split (or empty); the first name when it does. */
  firstName: string;
  lastName: string;
  title: string;
  /** Security rows only: the address the project publishes for reports. */
  email: string | null;
  url: string | null;
  sourcePath: string;
  sourceUrl: string | null;
  /** Who the row names within its file (handle, address, link or name), for updates in place. */
  identity: string;
}

/**
 * Makes the repository's stored published contacts exactly these (insert, update in place,
 * delete the rest) in one transaction, all read at `sourceCommit`. Other sources and other
 * repositories are never touched. Rows are stamped `now`, or by the database's clock when the
 * caller has none (the demo import's HEAD step). Answers how many rows changed.
 */
export async function savePublishedContacts(
  db: Database,
  repository: { projectId: number; repositoryId: number; sourceCommit: string },
  rows: PublishedContactWrite[],
  now?: Date,
): Promise<number> {
  const stamp = now ?? sql`now()`;
  const { projectId, repositoryId, sourceCommit } = repository;
  const keyOf = (r: PublishedContactWrite) =>
    `${repositoryId}:${r.kind}:${r.sourcePath}:${r.identity.toLowerCase()}`;
  const unique = [...new Map(rows.map((r) => [keyOf(r), r])).values()];
  return inTransaction(db, async (tx) => {
    const keys = unique.map(keyOf);
    const removed = await tx
      .delete(contacts)
      .where(
        and(
          eq(contacts.repositoryId, repositoryId),
          eq(contacts.source, PUBLISHED_CONTACT_SOURCE),
          keys.length ? notInArray(contacts.sourceKey, keys) : undefined,
        ),
      )
      .returning({ id: contacts.id });
    let written = 0;
    for (const batch of chunk(unique, 500)) {
      const result = await tx
        .insert(contacts)
        .values(
          batch.map((r) => ({
            projectId,
            repositoryId,
            source: PUBLISHED_CONTACT_SOURCE,
            kind: r.kind,
            handle: r.handle,
            firstName: r.firstName,
            lastName: r.lastName,
            title: r.title,
            workEmail: r.email,
            profileUrl: r.url,
            sourcePath: r.sourcePath,
            sourceCommit,
            sourceUrl: r.sourceUrl,
            sourceKey: keyOf(r),
            createdAt: stamp,
            updatedAt: stamp,
          })),
        )
        .onConflictDoUpdate({
          target: [contacts.projectId, contacts.source, contacts.sourceKey],
          set: publishedUpdate(stamp),
          // Unchanged rows are left alone, so a repeated import writes nothing.
          setWhere: or(
            ...PUBLISHED_COLUMNS.map(
              (c) =>
                sql`${contacts[c]} is distinct from excluded.${sql.identifier(contacts[c].name)}`,
            ),
          ),
        })
        .returning({ id: contacts.id });
      written += result.length;
    }
    return removed.length + written;
  });
}

/** The columns a re-read of the file may change. */
const PUBLISHED_COLUMNS = [
  'handle',
  'firstName',
  'lastName',
  'title',
  'workEmail',
  'profileUrl',
  'sourceCommit',
  'sourceUrl',
] as const;

function publishedUpdate(stamp: Date | SQL) {
  const set: Record<string, unknown> = { updatedAt: stamp };
  for (const c of PUBLISHED_COLUMNS) set[c] = sql.raw(`excluded.${contacts[c].name}`);
  return set;
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
