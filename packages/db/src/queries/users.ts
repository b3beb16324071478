// The backend user record (spec section 3): the better-auth user row with the product's settings,
// and the projects the user subscribes to.
import type { DefaultFeed, EmailFrequency } from '@gitsignals/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { projects, projectSubscriptions, users } from '../schema/index';

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  subscribedToEmails: users.subscribedToEmails,
  emailFrequency: users.emailFrequency,
  defaultFeed: users.defaultFeed,
  projectProfile: users.projectProfile,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function findUser(db: Database, id: string) {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Names of the subscribed projects, alphabetical: the spec's projectSubList. */
export async function listSubscribedProjectNames(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: projects.name })
    .from(projectSubscriptions)
    .innerJoin(projects, eq(projects.id, projectSubscriptions.projectId))
    .where(eq(projectSubscriptions.userId, userId))
    .orderBy(asc(projects.name));
  return rows.map((r) => r.name);
}

/** Ids of the subscribed projects, ascending (a stable cache key for the personal feed's total). */
export async function listSubscribedProjectIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: projectSubscriptions.projectId })
    .from(projectSubscriptions)
    .where(eq(projectSubscriptions.userId, userId))
    .orderBy(asc(projectSubscriptions.projectId));
  return rows.map((r) => r.id);
}

/**
 * Sign-up already wrote the row (better-auth); this only fills a blank name, which an identity
 * provider can leave empty, with the given fallback. Returns undefined when the row is gone.
 */
export async function setUserNameIfBlank(db: Database, id: string, fallbackName: string) {
  await db
    .update(users)
    .set({ name: fallbackName, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`btrim(${users.name}) = ''`));
  return findUser(db, id);
}

/**
 * The profile's name. The e-mail is the sign-in address and changes only through the verified
 * flow (better-auth's change-email, docs/decisions/022), never through a profile save.
 */
export async function setUserName(db: Database, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Settings that are plain columns of the user row. */
export interface UserSettings {
  subscribedToEmails?: boolean;
  emailFrequency?: EmailFrequency;
  defaultFeed?: DefaultFeed;
  projectProfile?: Record<string, Record<string, string>>;
}

export async function setUserSettings(
  db: Database,
  id: string,
  settings: UserSettings,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

export type SubscriptionsResult = { ok: true } | { ok: false; unknownNames: string[] };

/**
 * Rewrites the whole subscription list (spec section 4) in one transaction: readers see the old
 * list or the new one, never a half-written one. Names match projects case-insensitively; any
 * unknown name rejects the whole list and changes nothing.
 */
export async function saveProjectSubscriptions(
  db: Database,
  userId: string,
  names: string[],
): Promise<SubscriptionsResult> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  return db.transaction(async (tx) => {
    // Two rewrites at once would otherwise merge: the row lock makes the last one win whole.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: projects.id, lowerName: sql<string>`lower(${projects.name})` })
            .from(projects)
            .where(inArray(sql`lower(${projects.name})`, wanted));
    const known = new Set(found.map((p) => p.lowerName));
    const unknownNames = [...new Set(names.filter((n) => !known.has(n.toLowerCase())))];
    if (unknownNames.length > 0) return { ok: false, unknownNames };
    await tx.delete(projectSubscriptions).where(eq(projectSubscriptions.userId, userId));
    if (found.length > 0) {
      await tx
        .insert(projectSubscriptions)
        .values(found.map((p) => ({ userId, projectId: p.id })))
        .onConflictDoNothing();
    }
    return { ok: true };
  });
}
