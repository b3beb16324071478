// better-auth configured for GitSignals: e-mail + password with Argon2id hashes, a verified
// address before the first sign-in, password reset and e-mail change by e-mail, Google when
// configured, TOTP two-factor, sessions and rate-limit counters in our own database (the Drizzle
// schema in packages/db), so they hold across processes. Account-safety rules the library lacks
// are small plugins beside this file (docs/decisions/021, 022).
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '@gitsignals/contracts/constants';
import {
  deletePasswordFailures,
  markEmailVerified,
  schema,
  deletePasswordResetTokens,
  type Database,
} from '@gitsignals/db';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { Clock } from '../time';
import { emailChangeVerificationEmail } from '../mail/templates/email-change-verification';
import { passwordResetEmail } from '../mail/templates/password-reset';
import { signUpAttemptEmail } from '../mail/templates/sign-up-attempt';
import { signUpVerificationEmail } from '../mail/templates/sign-up-verification';
import { emailChangeGuard, readVerificationToken } from './email-change';
import { hashPassword, verifyPassword } from './password-hash';
import { emailKey, signInBackoff } from './sign-in-backoff';
import { totpReplayGuard } from './totp-replay';

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
  /** The clock of the per-address sign-in backoff and the undo links (tests move it). */
  now: Clock;
}

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** How long better-auth trusts its signed session cookie before reading the session again (ADR 046). */
export const SESSION_COOKIE_CACHE_SECONDS = 5 * 60;
/** Sign-up confirmation and new-address links. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/**
 * Where a sign-up link lands unless the request named another place: the web app's /signin at
 * the interests step (spec step 2), signed in. better-auth's default is '/', which sign-in's
 * resent links (sendOnSignIn) would use.
 */
export const SIGN_UP_WELCOME_PATH = '/signin?welcome=1';

function withWelcomeCallback(url: string): string {
  const link = new URL(url);
  if ((link.searchParams.get('callbackURL') ?? '/') === '/') {
    link.searchParams.set('callbackURL', SIGN_UP_WELCOME_PATH);
  }
  return link.href;
}

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

type SendInBackground = (message: MailMessage, what: string) => void;

/**
 * Not awaited: an SMTP round trip would make the answer for one address slower than for
 * another, telling an attacker which e-mails have accounts.
 */
function backgroundSender(config: AuthConfig): SendInBackground {
  return (message, what) => {
    config.mailer
      .send(message)
      .catch((error: unknown) => config.log?.('error', `${what} e-mail failed: ${String(error)}`));
  };
}

/** Sign-in by e-mail and password, reset by e-mail, and a sign-up that tells nobody apart. */
function emailAndPasswordOptions(
  config: AuthConfig,
  publicUrl: string,
  sendInBackground: SendInBackground,
): BetterAuthOptions['emailAndPassword'] {
  return {
    enabled: true,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    password: { hash: hashPassword, verify: verifyPassword },
    resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, url }) => {
      sendInBackground(
        passwordResetEmail({ to: user.email, name: user.name, url }),
        `password reset for user ${user.id}`,
      );
    },
    // One link used voids the others (an older one may sit in a mailbox someone else reads);
    // the link reached the address, so it counts as verified; the backoff starts over.
    onPasswordReset: async ({ user }) => {
      await deletePasswordResetTokens(config.db, user.id);
      await markEmailVerified(config.db, user.id);
      await deletePasswordFailures(config.db, emailKey(user.email));
    },
    // Sign-up answers a known address exactly as a new one (no session either way: the new
    // account signs in from its e-mailed link); the owner hears about the attempt instead.
    requireEmailVerification: true,
    onExistingUserSignUp: async ({ user }) => {
      sendInBackground(
        signUpAttemptEmail({
          to: user.email,
          name: user.name,
          signInUrl: `${publicUrl}/signin`,
          resetUrl: `${publicUrl}/?forgot-password=true`,
        }),
        `sign-up attempt notice for user ${user.id}`,
      );
    },
  };
}

/** Links that confirm a new account's address or a new address of an account. */
function emailVerificationOptions(
  config: AuthConfig,
  sendInBackground: SendInBackground,
): BetterAuthOptions['emailVerification'] {
  return {
    sendOnSignUp: true,
    // A sign-in with the right password to an unconfirmed account sends a fresh link.
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    expiresIn: VERIFICATION_TOKEN_TTL_SECONDS,
    sendVerificationEmail: async ({ user, url, token }) => {
      const claims = await readVerificationToken(token, config.secret);
      const message = claims?.updateTo
        ? emailChangeVerificationEmail({ to: user.email, name: user.name, url })
        : signUpVerificationEmail({
            to: user.email,
            name: user.name,
            url: withWelcomeCallback(url),
          });
      sendInBackground(message, `verification for user ${user.id}`);
    },
  };
}

/** Counted in the database, so the limits hold across processes; the sensitive paths tighter. */
function rateLimitOptions(config: AuthConfig): BetterAuthOptions['rateLimit'] {
  const sensitive = { window: 60, max: config.rateLimitMax };
  return {
    enabled: config.rateLimitMax > 0,
    storage: 'database',
    window: 60,
    max: Math.max(config.rateLimitMax * 10, 100),
    customRules: {
      '/sign-in/email': sensitive,
      '/sign-up/email': sensitive,
      '/request-password-reset': sensitive,
      '/reset-password': sensitive,
      '/send-verification-email': sensitive,
      '/change-email': sensitive,
      '/two-factor/verify-totp': sensitive,
      '/two-factor/verify-backup-code': sensitive,
    },
  };
}

export function createAuth(config: AuthConfig) {
  const { now } = config;
  const publicUrl = config.baseURL.replace(/\/+$/, '');
  const sendInBackground = backgroundSender(config);
  return betterAuth({
    appName: 'GitSignals',
    logger: { log: (level, message) => config.log?.(level, message) },
    baseURL: config.baseURL,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: config.trustedOrigins ?? [],
    database: drizzleAdapter(config.db, { provider: 'pg', schema: schema.authTables }),
    emailAndPassword: emailAndPasswordOptions(config, publicUrl, sendInBackground),
    emailVerification: emailVerificationOptions(config, sendInBackground),
    user: {
      // To the new address, with the current password (plugins below); the old one works until
      // the link is opened.
      changeEmail: { enabled: true },
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
    plugins: [
      twoFactor({ issuer: 'GitSignals' }),
      signInBackoff({ db: config.db, now }),
      totpReplayGuard({ db: config.db }),
      emailChangeGuard({
        db: config.db,
        mailer: config.mailer,
        publicUrl,
        now,
        log: (message) => config.log?.('error', message),
      }),
    ],
    hooks: { before: checkNames },
    rateLimit: rateLimitOptions(config),
    advanced: {
      // Explicit rather than inferred: an https PUBLIC_URL gets Secure, __Secure- prefixed cookies.
      useSecureCookies: publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin and CSRF checks when NODE_ENV is 'test' (as under vitest):
      // keep them on, so the tests run the checks production runs.
      disableOriginCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed cookie carries the session and its user for a few minutes, so a request needs
      // no session and user lookups. Our API still asks the database whether the session stands
      // (http/plugins/auth.ts); better-auth's sensitive endpoints bypass the cache themselves.
      // No `refreshCache`: it would extend the cache without ever reading the database.
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
