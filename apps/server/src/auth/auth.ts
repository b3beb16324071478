// better-auth configured for GitSignals: e-mail + password with Argon2id hashes, password reset by
// e-mail, Google when configured, TOTP two-factor, sessions and rate-limit counters in our own
// database (the Drizzle schema in packages/db), so they hold across processes.
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '@gitsignals/contracts/constants';
import { schema, type Database } from '@gitsignals/db';
import type { Mailer } from '../mail/mailer';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordResetEmail } from '../mail/templates/password-reset';

/** Set by our Fastify mount from the socket or the configured trusted header; never by clients. */
export const CLIENT_IP_HEADER = 'x-gitsignals-client-ip';

export interface AuthConfig {
  db: Database;
  mailer: Mailer;
  secret: string;
  /** The public address of the app, e.g. http://localhost:3000. */
  baseURL: string;
  /** Other origins the browser may call from (e.g. http://127.0.0.1:3000 next to localhost). */
  trustedOrigins?: string[];
  google?: { clientId: string; clientSecret: string } | undefined;
  /** Attempts per minute per client on sign-in, sign-up and password reset; 0 turns limits off. */
  rateLimitMax: number;
  /** better-auth's own messages (bad passwords, misconfiguration) go to the app's log. */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
}

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Spec section 5: sign-up needs a non-blank name (better-auth only checks it is a string). */
export const NAME_REQUIRED_MESSAGE = 'Name is required for sign up.';

/** The longest name the user API takes (PUT /user); update-user keeps to it too. */
const MAX_NAME_LENGTH = 200;

const isName = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_NAME_LENGTH;

/**
 * better-auth takes any JSON value for update-user's fields: a null name reached the NOT NULL
 * column (a 500), and a number, list or blank name was stored as text. Same rules as PUT /user.
 */
function checkUpdateUser(body: { name?: unknown; image?: unknown }): void {
  if ('name' in body && !isName(body.name)) {
    throw new APIError('BAD_REQUEST', {
      message: `name: must be a non-blank text of at most ${MAX_NAME_LENGTH} characters`,
      code: 'INVALID_NAME',
    });
  }
  if ('image' in body && body.image !== null && typeof body.image !== 'string') {
    throw new APIError('BAD_REQUEST', {
      message: 'image: must be a text or null',
      code: 'INVALID_IMAGE',
    });
  }
}

const checkNames = createAuthMiddleware(async (ctx) => {
  const body = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as {
    name?: unknown;
    image?: unknown;
  };
  if (ctx.path === '/update-user') return checkUpdateUser(body);
  if (ctx.path !== '/sign-up/email') return;
  if (typeof body.name !== 'string' || body.name.trim() === '') {
    throw new APIError('BAD_REQUEST', { message: NAME_REQUIRED_MESSAGE, code: 'NAME_REQUIRED' });
  }
});

export function createAuth(config: AuthConfig) {
  const sensitive = { window: 60, max: config.rateLimitMax };
  return betterAuth({
    appName: 'GitSignals',
    logger: { log: (level, message) => config.log?.(level, message) },
    baseURL: config.baseURL,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: config.trustedOrigins ?? [],
    database: drizzleAdapter(config.db, { provider: 'pg', schema: schema.authTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: an SMTP round trip would make the answer for a known address slower than
      // for an unknown one, telling an attacker which e-mails have accounts.
      sendResetPassword: async ({ user, url }) => {
        config.mailer
          .send(passwordResetEmail({ to: user.email, name: user.name, url }))
          .catch((error: unknown) =>
            config.log?.(
              'error',
              `password reset e-mail for user ${user.id} failed: ${String(error)}`,
            ),
          );
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: 'offline',
            prompt: 'consent',
          },
        }
      : {},
    plugins: [twoFactor({ issuer: 'GitSignals' })],
    hooks: { before: checkNames },
    rateLimit: {
      enabled: config.rateLimitMax > 0,
      storage: 'database',
      window: 60,
      max: Math.max(config.rateLimitMax * 10, 100),
      customRules: {
        '/sign-in/email': sensitive,
        '/sign-up/email': sensitive,
        '/request-password-reset': sensitive,
        '/reset-password': sensitive,
        '/two-factor/verify-totp': sensitive,
        '/two-factor/verify-backup-code': sensitive,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin and CSRF checks when NODE_ENV is 'test' (as under vitest):
      // keep them on, so the tests run the checks production runs.
      disableOriginCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
