// The backend user record (spec section 3): the better-auth user row with the product's settings,
// the verified flag, the unsubscribe token, and who has Agent Hub profiles.
import type { DefaultFeed, EmailFrequency } from '@gitsignals/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/index';

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  subscribedToEmails: users.subscribedToEmails,
  emailFrequency: users.emailFrequency,
  defaultFeed: users.defaultFeed,
  projectProfile: users.projectProfile,
  twoFactorEnabled: users.twoFactorEnabled,
  role: users.role,
  createdAt: users.createdAt,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function findUser(db: Database, id: string) {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
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

/** A link that reached the address proves it: the account's e-mail counts as verified. */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/**
 * The user's unsubscribe token, storing `candidate` first when the user has none yet (one
 * statement, so two concurrent callers end up with the same token). Null for an unknown user.
 */
export async function setUnsubscribeTokenIfNone(
  db: Database,
  userId: string,
  candidate: string,
): Promise<string | null> {
  const rows = await db
    .update(users)
    .set({ unsubscribeToken: sql`coalesce(${users.unsubscribeToken}, ${candidate})` })
    .where(eq(users.id, userId))
    .returning({ token: users.unsubscribeToken });
  return rows[0]?.token ?? null;
}

/** Turns e-mails off for the owner of the token; false when no user has it. */
export async function markUnsubscribedByToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ subscribedToEmails: false, updatedAt: sql`now()` })
    .where(eq(users.unsubscribeToken, token))
    .returning({ id: users.id });
  return rows.length > 0;
}

export interface ProfiledUser {
  id: string;
  projectProfile: Record<string, Record<string, string>>;
}

/** Users with at least one Agent Hub profile (all of them, or those named). */
export async function listUsersWithProfiles(
  db: Database,
  userIds?: string[] | undefined,
): Promise<ProfiledUser[]> {
  if (userIds && userIds.length === 0) return [];
  return db
    .select({ id: users.id, projectProfile: users.projectProfile })
    .from(users)
    .where(
      and(
        sql`${users.projectProfile} <> '{}'::jsonb`,
        userIds ? inArray(users.id, userIds) : undefined,
      ),
    )
    .orderBy(users.id);
}

/**
 * Grants (`'admin'`) or revokes (null) the admin role of the account with this e-mail (any case).
 * Answers the account's e-mail as stored, or undefined when no account has it.
 */
export async function setUserRoleByEmail(db: Database, email: string, role: 'admin' | null) {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ email: users.email });
  return rows[0]?.email;
}

/** How many accounts there are and how many confirmed their e-mail. */
export async function countUsers(db: Database): Promise<{ users: number; confirmed: number }> {
  const rows = await db
    .select({
      users: sql<number>`count(*)::int`,
      confirmed: sql<number>`(count(*) filter (where ${users.emailVerified}))::int`,
    })
    .from(users);
  return { users: Number(rows[0]?.users ?? 0), confirmed: Number(rows[0]?.confirmed ?? 0) };
}

/** The newest accounts, newest first: who they are, never a secret (no hash, token or session). */
export async function listNewestUsers(db: Database, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
    .limit(limit);
}
