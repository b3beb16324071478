// Changing the sign-in e-mail (ADR 022). better-auth's change-email sends a verification link to
// the new address and changes nothing until it is opened; around it this plugin
// - asks for the current password (or, for an account without one, a session signed in within
//   the last 10 minutes), counted by the per-address backoff like a sign-in;
// - once the link has changed the address, tells the old address, with a link to undo the change;
// - refuses a change link issued before an undo, so an undone change cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import {
  deletePasswordFailures,
  findUser,
  findLastEmailChangeUndo,
  markEmailVerified,
  insertEmailChange,
  type Database,
} from '@gitsignals/db';
import { endpointResult } from './hook-result';
import type { Mailer } from '../mail/mailer';
import { emailChangedNotice } from '../mail/templates/email-changed';
import { beginPasswordCheck, emailKey } from './sign-in-backoff';

/** An account without a password (Google) proves itself by a recent sign-in instead. */
export const EMAIL_CHANGE_FRESH_SESSION_SECONDS = 10 * 60;
export const UNDO_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export const PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your e-mail address.';
export const SESSION_NOT_FRESH_MESSAGE =
  'For your security, sign out and sign in again, then change your e-mail address within 10 minutes.';

/** The claims of better-auth's e-mail verification tokens (a signed JWT). */
export interface VerificationClaims {
  email: string;
  updateTo?: string;
  requestType?: string;
  userId?: string;
  iat?: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function readVerificationToken(
  token: unknown,
  secret: string,
): Promise<VerificationClaims | null> {
  if (typeof token !== 'string') return null;
  return verifyJWT<VerificationClaims>(token, secret);
}

/** A token that changes the address when opened (as opposed to a sign-up verification). */
function isChangeToken(claims: VerificationClaims | null): claims is VerificationClaims & {
  updateTo: string;
  userId: string;
} {
  return (
    claims?.requestType === 'change-email-verification' && !!claims.updateTo && !!claims.userId
  );
}

interface EmailChangeDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: (message: string) => void;
}

async function requireProof(ctx: GenericEndpointContext, deps: EmailChangeDeps): Promise<void> {
  // Past the session cookie cache (ADR 046): the sign-in's age and the session itself as stored.
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  // No session: better-auth answers 401 itself.
  if (!session) return;
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (!account?.password) {
    const age = deps.now().getTime() - new Date(session.session.createdAt).getTime();
    if (age > EMAIL_CHANGE_FRESH_SESSION_SECONDS * 1000) {
      throw APIError.from('FORBIDDEN', {
        code: 'SESSION_NOT_FRESH',
        message: SESSION_NOT_FRESH_MESSAGE,
      });
    }
    return;
  }
  const password: unknown = (ctx.body as { password?: unknown } | undefined)?.password;
  if (typeof password !== 'string' || password === '') {
    throw APIError.from('BAD_REQUEST', {
      code: 'PASSWORD_REQUIRED',
      message: PASSWORD_REQUIRED_MESSAGE,
    });
  }
  await beginPasswordCheck(ctx, deps, session.user.email);
  if (!(await ctx.context.password.verify({ hash: account.password, password }))) {
    throw APIError.from('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
  }
  await deletePasswordFailures(deps.db, emailKey(session.user.email));
}

/** better-auth's own answer to a bad link: back to the callback with ?error=…, or 401. */
function refuseLink(ctx: GenericEndpointContext): never {
  const callbackURL: unknown = (ctx.query as { callbackURL?: unknown } | undefined)?.callbackURL;
  if (typeof callbackURL === 'string' && callbackURL !== '') {
    const target = new URL(callbackURL, ctx.context.baseURL);
    target.searchParams.set('error', 'INVALID_TOKEN');
    throw ctx.redirect(
      callbackURL.startsWith('/') ? `${target.pathname}${target.search}` : target.href,
    );
  }
  throw APIError.from('UNAUTHORIZED', { code: 'INVALID_TOKEN', message: 'Invalid token' });
}

async function refuseUndoneChange(ctx: GenericEndpointContext, deps: EmailChangeDeps) {
  const claims = await readVerificationToken(ctx.query?.token, ctx.context.secret);
  if (!isChangeToken(claims)) return;
  const undoneAt = await findLastEmailChangeUndo(deps.db, claims.userId);
  if (undoneAt && (claims.iat ?? 0) * 1000 <= undoneAt.getTime()) refuseLink(ctx);
}

/** verify-email answered with its success: a redirect without ?error=, or JSON. */
function verificationSucceeded(ctx: GenericEndpointContext): boolean {
  const returned = endpointResult(ctx);
  if (!isAPIError(returned)) return returned !== undefined;
  if (returned.statusCode !== 302) return false;
  const location = new Headers(returned.headers).get('location') ?? '';
  return !new URL(location, ctx.context.baseURL).searchParams.has('error');
}

async function noticeCompletedChange(ctx: GenericEndpointContext, deps: EmailChangeDeps) {
  const token: unknown = ctx.query?.token;
  const claims = await readVerificationToken(token, ctx.context.secret);
  if (!isChangeToken(claims) || !verificationSucceeded(ctx)) return;
  const user = await findUser(deps.db, claims.userId);
  if (user?.email !== claims.updateTo) return;
  const undoToken = randomBytes(32).toString('base64url');
  const recorded = await insertEmailChange(deps.db, {
    userId: user.id,
    oldEmail: claims.email,
    newEmail: claims.updateTo,
    verificationTokenHash: hashToken(token as string),
    undoTokenHash: hashToken(undoToken),
    undoExpiresAt: new Date(deps.now().getTime() + UNDO_LINK_TTL_SECONDS * 1000),
  });
  if (!recorded) return;
  // The link reached the new address: it is verified like a sign-up's.
  await markEmailVerified(deps.db, user.id);
  const undoUrl = `${deps.publicUrl}/email-change/undo?token=${undoToken}`;
  deps.mailer
    .send(emailChangedNotice({ to: claims.email, name: user.name, newEmail: user.email, undoUrl }))
    .catch((error: unknown) =>
      deps.log(`e-mail change notice for user ${user.id} failed: ${String(error)}`),
    );
}

export function emailChangeGuard(deps: EmailChangeDeps): BetterAuthPlugin {
  return {
    id: 'gitsignals-email-change',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware((ctx) => requireProof(ctx, deps)),
        },
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware((ctx) => refuseUndoneChange(ctx, deps)),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware((ctx) => noticeCompletedChange(ctx, deps)),
        },
      ],
    },
  };
}
