import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/lib/auth-client';
import { messageOf } from './auth-toasts';
import { isEmailLike, VALIDATION_MESSAGES } from './validation';

/** Where the reset e-mail's link lands (better-auth appends ?token= or ?error=). */
function resetPasswordRedirectUrl(): string {
  return `${window.location.origin}/reset-password`;
}

/** Asks for the reset e-mail and toasts the outcome; true when it was sent. */
async function requestResetLink(email: string): Promise<boolean> {
  try {
    const { error: failure } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: resetPasswordRedirectUrl(),
    });
    if (failure) {
      toast.error('Error', {
        description: failure.message || 'Failed to send reset password email.',
      });
      return false;
    }
    toast.success('Check your email', { description: "We've sent you a password reset link." });
    return true;
  } catch (failure) {
    toast.error('Error', {
      description:
        failure instanceof Error ? messageOf(failure) : 'Failed to send reset password email.',
    });
    return false;
  }
}

/** The forgot-password form: the address, its message, and sending the link. */
export function useForgotPassword(initialEmail: string, onOpenChange: (open: boolean) => void) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Send stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    if (!isEmailLike(email)) {
      setError(VALIDATION_MESSAGES.forgotEmail);
      return;
    }
    setBusy(true);
    try {
      if (await requestResetLink(email)) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const change = (next: string) => {
    setEmail(next);
    setError(undefined);
  };

  return { email, error, busy, change, submit };
}
