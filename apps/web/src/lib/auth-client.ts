import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The better-auth client for the server mounted at `/api/auth` on the same origin (the session
 * is an httpOnly cookie, so nothing here ever sees a token). The two-factor plugin adds
 * `twoFactor.enable/verifyTotp/disable`; a sign-in that needs a code answers
 * `{ twoFactorRedirect: true }`, which the sign-in flow turns into its code step.
 */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
});

/** better-auth's error shape on `{ error }` answers (status plus an optional code and message). */
export type AuthClientError = { status: number; code?: string; message?: string };
