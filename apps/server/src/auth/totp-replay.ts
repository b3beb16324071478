// A TOTP code works once (ADR 022). better-auth's twoFactor plugin accepts any code of the
// current, previous or next 30-second step, as often as it is sent; this hook finds the step the
// code belongs to and takes it for the user before the plugin runs: that step and earlier ones
// are refused from then on, so a code seen over a shoulder or in a log cannot be replayed.
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { claimTotpStep, findTotpSecret, type Database } from '@gitsignals/db';

/** better-auth's defaults: 30-second steps, six digits, one step either side accepted. */
const PERIOD_SECONDS = 30;
const WINDOW = 1;
/** Secrets imported from another provider are stored as base32:<secret> (better-auth). */
const BASE32_PREFIX = 'base32:';

/** The user a code is sent for: the signed-in user (enrolment) or the sign-in challenge's. */
async function challengedUser(ctx: GenericEndpointContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge?.value ?? null;
}

async function decryptSecret(ctx: GenericEndpointContext, encrypted: string) {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
  if (!secret.startsWith(BASE32_PREFIX)) return secret;
  return base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase());
}

/** The latest step within the accepted window whose code is `code`, or null. */
async function stepOfCode(
  secret: Parameters<typeof createOTP>[0],
  code: string,
): Promise<number | null> {
  const otp = createOTP(secret, { period: PERIOD_SECONDS });
  // The twoFactor plugin checks the code against the system clock, not the app's `now`: the step
  // claimed here must be the one it accepts, so it is read from the same clock.
  // eslint-disable-next-line no-restricted-syntax
  const current = Math.floor(Date.now() / (PERIOD_SECONDS * 1000));
  for (let step = current + WINDOW; step >= current - WINDOW; step -= 1) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

export function totpReplayGuard(deps: { db: Database }): BetterAuthPlugin {
  return {
    id: 'gitsignals-totp-replay',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await challengedUser(ctx);
            const encrypted = userId ? await findTotpSecret(deps.db, userId) : null;
            if (!userId || !encrypted) return;
            const step = await stepOfCode(await decryptSecret(ctx, encrypted), code);
            // A wrong code is the plugin's to refuse (and count towards its lockout).
            if (step === null) return;
            if (!(await claimTotpStep(deps.db, userId, step))) {
              throw APIError.from('UNAUTHORIZED', {
                code: 'INVALID_CODE',
                message: 'Invalid code',
              });
            }
          }),
        },
      ],
    },
  };
}
