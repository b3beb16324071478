import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/auth/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Asks for the account password before a two-factor change (better-auth requires it). */
export function PasswordPrompt({
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  error?: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const message = missing ? 'Enter your password to continue.' : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    if (password === '') {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Current password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          autoFocus
          // Read-only rather than disabled while busy: the field keeps keyboard focus.
          readOnly={busy}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-password-error` : undefined}
        />
        <FieldError id={`${id}-password-error`} message={message} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-disabled={busy || undefined}
          onClick={() => (busy ? undefined : onCancel())}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
