import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/auth/field-error';
import { validateNewPassword, type ResetErrors } from '@/components/auth/validation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The valid state of /reset-password: New Password, Confirm Password, 'Reset Password'. */
export function ResetPasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(password);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>New Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          // Read-only rather than disabled while resetting: the field keeps keyboard focus.
          readOnly={busy}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({});
          }}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        <FieldError id={`${id}-password-error`} message={errors.password} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirm Password</Label>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirm}
          readOnly={busy}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors({});
          }}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
        />
        <FieldError id={`${id}-confirm-error`} message={errors.confirm} />
      </div>
      <Button type="submit" className="w-full" busy={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
