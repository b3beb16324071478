import { useState, type FormEvent } from 'react';
import { authClient } from '@/lib/auth-client';

const CODE_PATTERN = /^\d{6}$/;

/** The two-factor code field: its value, its message, and verifying it with better-auth. */
export function useTwoFactorCode(
  onVerified: () => Promise<void> | void,
  onBusyChange: (busy: boolean) => void,
) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const setBoth = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Verify stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    const trimmed = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(trimmed)) {
      setError('Enter the 6 digits shown in your authenticator app.');
      return;
    }
    setBoth(true);
    try {
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code: trimmed });
      if (failure) {
        setError(failure.message || 'Invalid code. Please try again.');
        setCode('');
        return;
      }
      await onVerified();
    } catch {
      setError('Could not verify the code. Please try again.');
    } finally {
      setBoth(false);
    }
  };

  const change = (next: string) => {
    setCode(next);
    setError(undefined);
  };

  return { code, error, busy, change, submit };
}
