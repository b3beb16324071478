import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/lib/auth-client';
import { FieldError } from './field-error';

const CODE_PATTERN = /^\d{6}$/;

/** The step's title and subtitle: the auth flow renders them as the dialog title or page h1. */
export const TWO_FACTOR_HEADING = {
  title: 'Two-factor authentication',
  description: 'Enter the 6-digit code from your authenticator app',
};

/**
 * The sign-in challenge for users with TOTP on: better-auth has answered the password with
 * `twoFactorRedirect` and holds a short-lived two-factor cookie until the code is verified.
 */
export function TwoFactorStep({
  onVerified,
  onBusyChange,
  onCancel,
}: {
  onVerified: () => Promise<void> | void;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
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

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Authentication code</Label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          // Read-only rather than disabled while verifying: the field keeps keyboard focus.
          readOnly={busy}
          aria-disabled={busy || undefined}
          className="text-center font-mono tracking-[0.4em]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
        />
        <FieldError id={`${id}-code-error`} message={error} />
      </div>
      <Button type="submit" className="w-full" busy={busy}>
        Verify
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : onCancel())}
      >
        Back to sign in
      </Button>
    </form>
  );
}
