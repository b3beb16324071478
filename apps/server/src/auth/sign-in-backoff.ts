// Per-account backoff on password checks (ADR 022), next to the per-client limit: after a few
// failures for one e-mail address each further attempt waits longer (1 s, 2 s, 4 s … at most
// 60 s), answered 429 with the wait. Never a lockout: a right password after the wait works, and
// a browser that signed in to the address with its current password skips the wait, so an
// attacker hammering an address cannot keep its owner out. Unknown addresses are counted the same.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import {
  beginPasswordAttempt,
  deletePasswordFailures,
  type Database,
  type PasswordAttemptPolicy,
} from '@gitsignals/db';
import { endpointResult } from './hook-result';

export const PASSWORD_ATTEMPT_POLICY: PasswordAttemptPolicy = {
  freeAttempts: 5,
  maxWaitSeconds: 60,
  forgetAfterSeconds: 60 * 60,
};

/**
 * A cookie proving this browser signed in to an address with its current password: an HMAC of
 * the address and the stored password hash, so a new password (a reset after a takeover)
 * voids every such cookie. better-auth names it (prefix, Secure under https).
 */
const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export const SIGN_IN_BACKOFF_CODE = 'SIGN_IN_BACKOFF';

/** The counter's key: a hash of the normalized address, so typed-in strangers' e-mails are not stored. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export function backoffMessage(seconds: number): string {
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `Too many failed attempts for this e-mail address. Wait ${wait}, then try again.`;
}

interface BackoffDeps {
  db: Database;
  now: () => Date;
}

/** The known-device proof for an address, or null when it has no password to sign in with. */
async function deviceProof(ctx: GenericEndpointContext, email: string): Promise<string | null> {
  const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase(), {
    includeAccounts: true,
  });
  const hash = found?.accounts.find((account) => account.providerId === 'credential')?.password;
  if (!hash) return null;
  return createHmac('sha256', ctx.context.secret)
    .update(`${emailKey(email)}\n${hash}`)
    .digest('base64url');
}

async function isKnownDevice(ctx: GenericEndpointContext, email: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE);
  const presented = ctx.getCookie(cookie.name);
  if (!presented) return false;
  const expected = await deviceProof(ctx, email);
  if (!expected || presented.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
}

/**
 * Counts a password attempt for `email` before the password is checked; throws 429 with the wait
 * (and Retry-After) while the address must wait. Call deletePasswordFailures after a right one.
 */
export async function beginPasswordCheck(
  ctx: GenericEndpointContext,
  deps: BackoffDeps,
  email: string,
): Promise<void> {
  const key = emailKey(email);
  const attempt = await beginPasswordAttempt(deps.db, {
    emailKey: key,
    now: deps.now(),
    ignoreWait: await isKnownDevice(ctx, email),
    policy: PASSWORD_ATTEMPT_POLICY,
  });
  if (attempt.allowed) return;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: SIGN_IN_BACKOFF_CODE, message: backoffMessage(attempt.retryAfterSeconds) },
    { 'Retry-After': String(attempt.retryAfterSeconds) },
  );
}

function bodyEmail(ctx: GenericEndpointContext): string | null {
  const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : null;
}

/**
 * How better-auth answered a password: 'signed-in' (a session or a code challenge),
 * 'unconfirmed' (right, but the address is not confirmed: 403), or 'refused'.
 */
function outcome(ctx: GenericEndpointContext): 'signed-in' | 'unconfirmed' | 'refused' {
  const returned = endpointResult(ctx);
  if (!isAPIError(returned)) return returned === undefined ? 'refused' : 'signed-in';
  return returned.body?.code === 'EMAIL_NOT_VERIFIED' ? 'unconfirmed' : 'refused';
}

export function signInBackoff(deps: BackoffDeps): BetterAuthPlugin {
  const isSignIn = (ctx: { path?: string }) => ctx.path === '/sign-in/email';
  return {
    id: 'gitsignals-sign-in-backoff',
    hooks: {
      before: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyEmail(ctx);
            if (email) await beginPasswordCheck(ctx, deps, email);
          }),
        },
      ],
      after: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyEmail(ctx);
            const answer = outcome(ctx);
            if (!email || answer === 'refused') return;
            await deletePasswordFailures(deps.db, emailKey(email));
            // Only a real sign-in vouches for the browser (not one to an unconfirmed account).
            const proof = answer === 'signed-in' ? await deviceProof(ctx, email) : null;
            if (!proof) return;
            const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, {
              maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
            });
            ctx.setCookie(cookie.name, proof, cookie.attributes);
          }),
        },
      ],
    },
  };
}
