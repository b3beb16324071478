import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';
import { useCredentialsForm, type AuthMode, type Credentials } from './use-credentials-form';

export type { AuthMode, Credentials } from './use-credentials-form';

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
  const { id, errors, field, submit, switchMode } = useCredentialsForm(
    mode,
    busy,
    onSubmit,
    onModeChange,
  );
  const signUp = mode === 'signup';

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
          {signUp ? null : <ForgotPasswordLink busy={busy} onClick={onForgotPassword} />}
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
      <ModeSwitch signUp={signUp} busy={busy} onSwitch={switchMode} />
    </form>
  );
}

// Both links stay focusable while busy (aria-disabled) and ignore presses then.
const LINK_CLASS =
  'text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-50';

function ForgotPasswordLink({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={() => (busy ? undefined : onClick())}
      aria-disabled={busy || undefined}
      className={`rounded-sm text-sm ${LINK_CLASS}`}
    >
      Forgot password?
    </button>
  );
}

function ModeSwitch(props: { signUp: boolean; busy: boolean; onSwitch: (next: AuthMode) => void }) {
  const { signUp, busy, onSwitch } = props;
  return (
    <p className="text-center text-sm text-muted-foreground">
      {signUp ? 'Already have an account?' : "Don't have an account?"}{' '}
      <button
        type="button"
        onClick={() => onSwitch(signUp ? 'signin' : 'signup')}
        aria-disabled={busy || undefined}
        className={`rounded-sm font-medium ${LINK_CLASS}`}
      >
        {signUp ? 'Sign In' : 'Sign Up'}
      </button>
    </p>
  );
}
