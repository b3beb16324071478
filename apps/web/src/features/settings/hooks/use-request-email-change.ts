import { useState } from 'react';
import { authClient } from '@/lib/auth-client';

/** Where the link sent to the new address lands once it has changed the address. */
export const EMAIL_CHANGED_PATH = '/settings?email-changed=1';
export const EMAIL_CHANGE_FAILED = 'Failed to request the e-mail change. Please try again.';

/** Answers about the password itself: shown under the password field. */
const PASSWORD_CODES = new Set(['INVALID_PASSWORD', 'PASSWORD_REQUIRED', 'SIGN_IN_BACKOFF']);

export type EmailChangeResult =
  { status: 'sent' } | { status: 'password-refused' } | { status: 'failed'; message: string };

/**
 * better-auth's change-email with the current password (docs/decisions/022): a link goes to the
 * new address and nothing changes until it is opened. The answer is the same whether or not the
 * new address belongs to someone else. An account without a password (Google) sends none; the
 * server then wants a sign-in within the last 10 minutes.
 */
export function useRequestEmailChange() {
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();

  const needsPassword = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const { data } = await authClient.listAccounts();
      // Without an answer, ask: the server refuses a change without its proof anyway.
      return !data || data.some((account) => account.providerId === 'credential');
    } finally {
      setBusy(false);
    }
  };

  const request = async (input: {
    newEmail: string;
    password?: string;
  }): Promise<EmailChangeResult> => {
    setBusy(true);
    setPasswordError(undefined);
    try {
      // The password rides along in the body: our server checks it before better-auth's
      // endpoint runs (the client's type does not know the field).
      const body = {
        newEmail: input.newEmail,
        callbackURL: EMAIL_CHANGED_PATH,
        ...(input.password === undefined ? {} : { password: input.password }),
      };
      const { error } = await authClient.changeEmail(body);
      if (!error) return { status: 'sent' };
      if (input.password !== undefined && error.code && PASSWORD_CODES.has(error.code)) {
        setPasswordError(error.message || 'Invalid password');
        return { status: 'password-refused' };
      }
      return { status: 'failed', message: error.message || EMAIL_CHANGE_FAILED };
    } finally {
      setBusy(false);
    }
  };

  return { busy, passwordError, needsPassword, request };
}
