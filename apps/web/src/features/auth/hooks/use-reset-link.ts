import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Spec section 8, 'Password Reset Error' texts. */
export const RESET_MESSAGES = {
  sessionInvalid:
    'Your password reset session is invalid or has expired. Please request a new link.',
  linkInvalid: 'Your password reset link is invalid or has expired. Please request a new one.',
  sessionMissing: 'Your password reset session is missing. Please try requesting a new link.',
  failed: 'Failed to reset password. Please try requesting a new reset link.',
} as const;

/** Spec section 4: without a recovery signal the link counts as invalid after 5 seconds. */
export const RESET_LINK_TIMEOUT_MS = 5000;

export type ResetLinkState =
  | { status: 'loading' }
  | { status: 'valid'; token: string }
  | { status: 'invalid'; reason: string };

/**
 * Reads the reset link: better-auth's e-mail link verifies the token and redirects here with
 * `?token=` (valid) or `?error=INVALID_TOKEN`. An error in the hash (`#error=…`,
 * `error_description`) also counts. No token and no error: invalid after 5 s.
 */
export function useResetLink(): ResetLinkState {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = query.get('token');
  const hasError = [query, hash].some((p) => p.has('error') || p.has('error_description'));
  const [timedOut, setTimedOut] = useState(false);

  const waiting = !token && !hasError;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setTimedOut(true), RESET_LINK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  if (hasError) return { status: 'invalid', reason: RESET_MESSAGES.linkInvalid };
  if (token) return { status: 'valid', token };
  if (timedOut) return { status: 'invalid', reason: RESET_MESSAGES.sessionMissing };
  return { status: 'loading' };
}
