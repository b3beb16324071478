import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';
import { validateCredentials, type CredentialErrors } from './validation';

export type AuthMode = 'signin' | 'signup';
export type Credentials = { name: string; email: string; password: string };

type CredentialsFormProps = {
  mode: AuthMode;
  busy: boolean;
  onSubmit: (values: Credentials) => void;
  onModeChange: (mode: AuthMode) => void;
  onForgotPassword: () => void;
};

/** Step 1 of both modes (spec section 2): the e-mail form under the Google button. */
export function CredentialsForm({
  mode,
  busy,
  onSubmit,
  onModeChange,
  onForgotPassword,
}: CredentialsFormProps) {
  const id = useId();
  const [values, setValues] = useState<Credentials>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const signUp = mode === 'signup';

  const set = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A corrected field stops showing its old message.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button stays focusable while busy (aria-disabled), so a second press is ignored here.
    if (busy) return;
    const found = validateCredentials(mode, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  const switchMode = (next: AuthMode) => {
    if (busy) return;
    setErrors({});
    onModeChange(next);
  };

  const field = (name: keyof Credentials) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    // Read-only rather than disabled while busy: a field submitted with Enter keeps focus.
    readOnly: busy,
    'aria-disabled': busy || undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {signUp ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input {...field('name')} autoComplete="name" placeholder="Your name" />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email Address</Label>
        <Input
          {...field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          {signUp ? null : (
            <button
              type="button"
              onClick={() => (busy ? undefined : onForgotPassword())}
              aria-disabled={busy || undefined}
              className="rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-50"
            >
              Forgot password?
            </button>
          )}
        </div>
        <Input
          {...field('password')}
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          placeholder={signUp ? 'Create a password' : 'Enter your password'}
        />
        <FieldError id={`${id}-password-error`} message={errors.password} />
      </div>
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page body. */}
      <Button type="submit" className="w-full" busy={busy}>
        {signUp ? 'Sign Up' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {signUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={() => switchMode(signUp ? 'signin' : 'signup')}
          aria-disabled={busy || undefined}
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-50"
        >
          {signUp ? 'Sign In' : 'Sign Up'}
        </button>
      </p>
    </form>
  );
}
