// Tables owned by better-auth (users, sessions, accounts, verification tokens, TOTP, rate limits).
// Property names follow better-auth's field names so its Drizzle adapter can use them as they are;
// product settings live on the same user row so one record answers GET /user/{id}.
import type { DefaultFeed, EmailFrequency } from '@gitsignals/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  subscribedToEmails: boolean('subscribed_to_emails').notNull().default(false),
  emailFrequency: text('email_frequency').$type<EmailFrequency>().notNull().default('weekly'),
  defaultFeed: text('default_feed').$type<DefaultFeed>().notNull().default('daily'),
  /** Agent Hub profiles keyed by type (growth, risk, auditor, investor, ecosystem): answers per question. */
  projectProfile: jsonb('project_profile')
    .$type<Record<string, Record<string, string>>>()
    .notNull()
    .default({}),
  /** Opaque token for RFC 8058 one-click unsubscribe links; never the user id. */
  unsubscribeToken: text('unsubscribe_token').unique(),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  /**
   * 'admin' when granted with `grant-admin` (ADR 055); null otherwise. ADMIN_EMAILS makes admins
   * too without a row change, so whether a user is an admin is this or that list.
   */
  role: text('role').$type<'admin'>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    /** False until the first code is verified after enrolment. */
    verified: boolean('verified').notNull().default(true),
    /** Lockout after repeated wrong codes at sign-in. */
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last TOTP time step accepted (Unix time / 30 s): that step and earlier ones are refused. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Failed password checks per e-mail address (sign-in, and the password asked for by an e-mail
 * change), keyed by a SHA-256 of the normalized address so unknown addresses are counted alike
 * without storing them. After a few failures each attempt must wait (blockedUntil); a success
 * deletes the row. Shared by every process through the database.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

/**
 * Completed e-mail changes: the old address got a link to undo the change. Tokens are stored as
 * SHA-256 hashes; the verification token's hash makes the notice go out once per change.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    verificationTokenHash: text('verification_token_hash').notNull().unique(),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** The tables under the model names better-auth's Drizzle adapter looks up. */
export const authTables = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
  rateLimit: rateLimits,
};
