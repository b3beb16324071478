import { useEffect, useRef, useState } from 'react';
import { useRefreshSession, useSession } from '@/hooks/use-session';
import { navigateTo } from '@/lib/app-navigation';
import { authClient } from '@/lib/auth-client';
import { isEmailNotVerified, toastSignInError, toastSignUpError } from './auth-toasts';
import { WELCOME_PATH } from './use-resend-link';
import type { AuthMode, Credentials } from './credentials-form';

export type AuthStep = 'credentials' | 'two-factor' | 'check-inbox' | 'categories';

type AuthFlowOptions = {
  mode: AuthMode;
  redirectTo: string;
  initialStep: 'credentials' | 'categories';
  onStepChange?: ((step: AuthStep) => void) | undefined;
  onBusyChange?: ((busy: boolean) => void) | undefined;
  onFinished?: (() => void) | undefined;
};

/**
 * A new step replaces the focused button: move focus to its heading so keyboard and screen
 * reader users start at the top of the step (not on the page body), and hear its title.
 */
function useStepFocus(step: AuthStep, onStepChange: AuthFlowOptions['onStepChange']) {
  const stepRoot = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
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
  return stepRoot;
}

/** What signing in or up does next: wait for the e-mailed link, ask for the code, or finish. */
type CredentialsOutcome = {
  awaitLink: (email: string) => void;
  askCode: () => void;
  signedIn: () => Promise<void>;
};

async function signIn({ email, password }: Credentials, next: CredentialsOutcome) {
  // No callbackURL: better-auth's client would follow it after every sign-in.
  const { data, error } = await authClient.signIn.email({ email, password });
  // The right password for an address not confirmed yet: better-auth has sent a new link.
  if (error && isEmailNotVerified(error)) {
    next.awaitLink(email);
    return;
  }
  if (error) {
    toastSignInError(error);
    return;
  }
  if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    next.askCode();
    return;
  }
  await next.signedIn();
}

async function signUp({ name, email, password }: Credentials, next: CredentialsOutcome) {
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
  next.awaitLink(email);
}

/** The auth flow's state: the step, the pending address, busy, and what each step does. */
export function useAuthFlow(options: AuthFlowOptions) {
  const { mode, redirectTo, onBusyChange, onFinished } = options;
  const session = useSession();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<AuthStep>(options.initialStep);
  // The address the link went to, for the 'Check your inbox' step.
  const [pendingEmail, setPendingEmail] = useState('');
  const [busy, setBusyState] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const stepRoot = useStepFocus(step, options.onStepChange);

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

  const verified = async () => {
    await refreshSession();
    finish(redirectTo);
  };
  const outcome: CredentialsOutcome = {
    awaitLink: (email) => {
      setPendingEmail(email);
      setStep('check-inbox');
    },
    askCode: () => setStep('two-factor'),
    signedIn: verified,
  };

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      await (mode === 'signin' ? signIn(values, outcome) : signUp(values, outcome));
    } catch (error) {
      const failure = { status: 0, message: error instanceof Error ? error.message : undefined };
      if (mode === 'signin') toastSignInError(failure);
      else toastSignUpError(failure);
    } finally {
      setBusy(false);
    }
  };

  return {
    ...{ step, setStep, pendingEmail, busy, setBusy, forgotOpen, setForgotOpen },
    ...{ stepRoot, finish, verified, submit },
  };
}
