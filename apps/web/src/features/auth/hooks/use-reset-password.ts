import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/hooks/use-session';
import { authClient } from '@/lib/auth-client';
import { RESET_MESSAGES, useResetLink } from './use-reset-link';

/** Spec section 4: after a successful update the page goes to / after 2 seconds. */
export const REDIRECT_AFTER_RESET_MS = 2000;

type Outcome = { status: 'idle' } | { status: 'done' } | { status: 'failed'; reason: string };

/**
 * The reset page's state: the link, the outcome of the reset, and the navigation away (a plain
 * visit by a signed-in user goes to /signals; a done reset goes home after a pause).
 */
export function useResetPassword() {
  const link = useResetLink();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  // A normally signed-in user who opens the page without any reset link has nothing to do here
  // (an expired link still shows why it failed).
  const plainVisit = link.status === 'loading' && session.status === 'authenticated';
  useEffect(() => {
    if (plainVisit && outcome.status === 'idle') void navigate('/signals', { replace: true });
  }, [plainVisit, outcome.status, navigate]);

  useEffect(() => {
    if (outcome.status !== 'done') return;
    const timer = window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.status, navigate]);

  const reset = async (token: string, newPassword: string) => {
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error) {
        const reason =
          error.code === 'INVALID_TOKEN' ? RESET_MESSAGES.sessionInvalid : RESET_MESSAGES.failed;
        toast.error('Password Reset Error', { description: reason });
        if (error.code === 'INVALID_TOKEN') setOutcome({ status: 'failed', reason });
        return;
      }
      toast.success('Success', { description: 'Your password has been updated successfully' });
      setOutcome({ status: 'done' });
    } catch {
      toast.error('Password Reset Error', { description: RESET_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  };

  return { link, plainVisit, busy, outcome, reset };
}
