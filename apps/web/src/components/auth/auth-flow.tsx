import type { ReactNode } from 'react';
import { CATEGORY_HEADING, CategoryStep } from './category-step';
import { checkInboxHeading, CheckInboxStep } from './check-inbox-step';
import { CredentialsForm, type AuthMode } from './credentials-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleButton } from './google-button';
import { TWO_FACTOR_HEADING, TwoFactorStep } from './two-factor-step';
import { useAuthFlow, type AuthStep } from './use-auth-flow';
import { useGoogleSignIn } from './use-sign-in-options';

export type { AuthStep } from './use-auth-flow';

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
  initialStep = 'credentials',
  ...callbacks
}: AuthFlowProps) {
  const flow = useAuthFlow({ mode, redirectTo, initialStep, ...callbacks });
  const { step, stepRoot, busy, setBusy, setStep } = flow;
  const google = useGoogleSignIn();

  if (step === 'two-factor') {
    return (
      <div ref={stepRoot} className="grid gap-4">
        {stepHeader(TWO_FACTOR_HEADING)}
        <TwoFactorStep
          onBusyChange={setBusy}
          onCancel={() => setStep('credentials')}
          onVerified={flow.verified}
        />
      </div>
    );
  }

  if (step === 'check-inbox') {
    return (
      <div ref={stepRoot} className="grid gap-4">
        {stepHeader(checkInboxHeading(flow.pendingEmail))}
        <CheckInboxStep
          email={flow.pendingEmail}
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
        <CategoryStep onBusyChange={setBusy} onDone={() => flow.finish(AFTER_LOGIN_PATH)} />
      </div>
    );
  }

  return (
    <div ref={stepRoot} className="grid gap-5">
      {header(mode)}
      {google ? (
        <>
          <GoogleButton callbackPath={redirectTo} disabled={busy} onBusyChange={setBusy} />
          <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
            {mode === 'signin' ? 'Or sign in with email' : 'Or sign up with email'}
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
          </div>
        </>
      ) : null}
      <CredentialsForm
        mode={mode}
        busy={busy}
        onSubmit={(values) => void flow.submit(values)}
        onModeChange={onModeChange}
        onForgotPassword={() => flow.setForgotOpen(true)}
      />
      <ForgotPasswordDialog open={flow.forgotOpen} onOpenChange={flow.setForgotOpen} />
    </div>
  );
}
