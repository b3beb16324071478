import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';
import { useTwoFactorCode } from './use-two-factor-code';

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
  const { code, error, busy, change, submit } = useTwoFactorCode(onVerified, onBusyChange);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Authentication code</Label>
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(event) => change(event.target.value)}
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
