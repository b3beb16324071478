import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRefreshSession, useSession } from '@/hooks/use-session';
import { navigateTo } from '@/lib/app-navigation';
import { authClient } from '@/lib/auth-client';
import { isEmailNotVerified, toastSignInError, toastSignUpError } from './auth-toasts';
import { CATEGORY_HEADING, CategoryStep } from './category-step';
import { checkInboxHeading, CheckInboxStep, WELCOME_PATH } from './check-inbox-step';
import { CredentialsForm, type AuthMode, type Credentials } from './credentials-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleButton } from './google-button';
import { TWO_FACTOR_HEADING, TwoFactorStep } from './two-factor-step';

export type AuthStep = 'credentials' | 'two-factor' | 'check-inbox' | 'categories';

/** Title and subtitle of the steps after the credentials. */
export type StepHeading = { title: string; description: string };

/** Spec section 2: after login and after the category step the user lands on /signals. */
export const AFTER_LOGIN_PATH = '/signals';

type AuthFlowProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where a sign-in lands: /signals, or the path the route guard remembered. */
  redirectTo?: string;
  /** The title block of step 1; it names the mode, and differs between page and dialog. */
  header: (mode: AuthMode) => ReactNode;
  /**
   * The title block of the later steps: the dialog's title (its accessible name) or the page's h1.
   * Like `header`, it must render one h1 or h2: focus moves there when the step changes.
   */
  stepHeader: (heading: StepHeading) => ReactNode;
  /** The dialog names its description only on steps that have one. */
  onStepChange?: (step: AuthStep) => void;
  /** A request runs: the dialog must not close then. */
  onBusyChange?: (busy: boolean) => void;
  /** Called right before navigating away (the dialog closes itself). */
  onFinished?: () => void;
  /**
   * 'categories' when the sign-up link has just signed the new account in (the /signin page at
   * WELCOME_PATH); a visitor without a session starts at the credentials instead.
   */
  initialStep?: 'credentials' | 'categories';
};

/**
 * The whole sign-in / sign-up flow shared by the /signin page and the sign-in dialog:
 * credentials → (two-factor code) → signed in, or credentials → 'Check your inbox'; the e-mailed
 * link signs the new account in and opens /signin at categories → /signals (docs/decisions/021).
 */
export function AuthFlow({
  mode,
  onModeChange,
  redirectTo = AFTER_LOGIN_PATH,
  header,
  stepHeader,
  onStepChange,
  onBusyChange,
  onFinished,
  initialStep = 'credentials',
}: AuthFlowProps) {
  const session = useSession();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<AuthStep>(initialStep);
  // The address the link went to, for the 'Check your inbox' step.
  const [pendingEmail, setPendingEmail] = useState('');
  const [busy, setBusyState] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const stepRoot = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the focused button: move focus to its heading so keyboard and screen
  // reader users start at the top of the step (not on the page body), and hear its title.
  useEffect(() => {
    // Reported on mount too: a reopened dialog starts again at step 1.
    onStepChange?.(step);
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = stepRoot.current?.querySelector<HTMLElement>('h1, h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the step changes only
  }, [step]);

  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusyChange?.(next);
  };

  const finish = (path: string) => {
    onFinished?.();
    void navigateTo(path, { replace: true });
  };

  // Spec section 4: an existing session (or a sign-in elsewhere) at step 1 goes on to the app.
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (signedIn && step === 'credentials' && !busy) finish(redirectTo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only these changes matter
  }, [signedIn, step, busy]);

  // The interests step belongs to a signed-in new account; a visitor signs in first.
  if (session.status === 'unauthenticated' && step === 'categories') setStep('credentials');

  const awaitLink = (email: string) => {
    setPendingEmail(email);
    setStep('check-inbox');
  };

  const signIn = async ({ email, password }: Credentials) => {
    // No callbackURL: better-auth's client would follow it after every sign-in.
    const { data, error } = await authClient.signIn.email({ email, password });
    // The right password for an address not confirmed yet: better-auth has sent a new link.
    if (error && isEmailNotVerified(error)) {
      awaitLink(email);
      return;
    }
    if (error) {
      toastSignInError(error);
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setStep('two-factor');
      return;
    }
    await refreshSession();
    finish(redirectTo);
  };

  const signUp = async ({ name, email, password }: Credentials) => {
    const { error } = await authClient.signUp.email({
      name,
      email,
      password,
      callbackURL: WELCOME_PATH,
    });
    if (error) {
      toastSignUpError(error);
      return;
    }
    // No session yet, whether the address is new or not: the e-mailed link signs in.
    awaitLink(email);
  };

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      await (mode === 'signin' ? signIn(values) : signUp(values));
    } catch (error) {
      const failure = { status: 0, message: error instanceof Error ? error.message : undefined };
      if (mode === 'signin') toastSignInError(failure);
      else toastSignUpError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'two-factor') {
    return (
      <div ref={stepRoot} className="grid gap-4">
        {stepHeader(TWO_FACTOR_HEADING)}
        <TwoFactorStep
          onBusyChange={setBusy}
          onCancel={() => setStep('credentials')}
          onVerified={async () => {
            await refreshSession();
            finish(redirectTo);
          }}
        />
      </div>
    );
  }

  if (step === 'check-inbox') {
    return (
      <div ref={stepRoot} className="grid gap-4">
        {stepHeader(checkInboxHeading(pendingEmail))}
        <CheckInboxStep
          email={pendingEmail}
          onBusyChange={setBusy}
          onBack={() => {
            onModeChange('signin');
            setStep('credentials');
          }}
        />
      </div>
    );
  }

  if (step === 'categories') {
    return (
      <div ref={stepRoot} className="grid gap-4">
        {stepHeader(CATEGORY_HEADING)}
        <CategoryStep onBusyChange={setBusy} onDone={() => finish(AFTER_LOGIN_PATH)} />
      </div>
    );
  }

  return (
    <div ref={stepRoot} className="grid gap-5">
      {header(mode)}
      <GoogleButton callbackPath={redirectTo} disabled={busy} onBusyChange={setBusy} />
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        {mode === 'signin' ? 'Or sign in with email' : 'Or sign up with email'}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <CredentialsForm
        mode={mode}
        busy={busy}
        onSubmit={(values) => void submit(values)}
        onModeChange={onModeChange}
        onForgotPassword={() => setForgotOpen(true)}
      />
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </div>
  );
}
