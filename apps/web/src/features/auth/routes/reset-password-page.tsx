import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FORGOT_PASSWORD_PATH } from '@/components/auth/forgot-password-flag';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { authClient } from '@/lib/auth-client';
import { ResetPasswordForm } from '../components/reset-password-form';
import { RESET_MESSAGES, useResetLink } from '../hooks/use-reset-link';

/** Spec section 4: after a successful update the page goes to / after 2 seconds. */
export const REDIRECT_AFTER_RESET_MS = 2000;

type Outcome = { status: 'idle' } | { status: 'done' } | { status: 'failed'; reason: string };

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full items-start justify-center px-4 py-10 sm:py-16">
      <PageTitle title="Reset password" />
      <div className="grid w-full max-w-[440px] gap-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** /reset-password (spec sections 2, 4 and 8): loading, valid and invalid states. */
export default function ResetPasswordPage() {
  const link = useResetLink();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  // A normally signed-in user who opens the page without any reset link has nothing to do here
  // (an expired link still shows why it failed).
  const plainVisit = link.status === 'loading' && session.status === 'authenticated';
  useEffect(() => {
    if (plainVisit && outcome.status === 'idle') void navigate('/signals', { replace: true });
  }, [plainVisit, outcome.status, navigate]);

  useEffect(() => {
    if (outcome.status !== 'done') return;
    const timer = window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.status, navigate]);

  const reset = async (token: string, newPassword: string) => {
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error) {
        const reason =
          error.code === 'INVALID_TOKEN' ? RESET_MESSAGES.sessionInvalid : RESET_MESSAGES.failed;
        toast.error('Password Reset Error', { description: reason });
        if (error.code === 'INVALID_TOKEN') setOutcome({ status: 'failed', reason });
        return;
      }
      toast.success('Success', { description: 'Your password has been updated successfully' });
      setOutcome({ status: 'done' });
    } catch {
      toast.error('Password Reset Error', { description: RESET_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  };

  if (outcome.status === 'done') {
    return (
      <Card>
        <div className="grid justify-items-center gap-3 text-center" role="status">
          <CheckCircle2Icon aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-semibold tracking-tight">Password updated</h1>
          <p className="text-muted-foreground">
            Your password has been updated successfully. Taking you to the home page…
          </p>
        </div>
      </Card>
    );
  }

  const invalidReason =
    outcome.status === 'failed' ? outcome.reason : link.status === 'invalid' ? link.reason : null;
  if (invalidReason) {
    return (
      <Card>
        <div className="grid justify-items-center gap-3 text-center">
          <TriangleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
          <h1 className="text-2xl font-semibold tracking-tight">Link Invalid or Expired</h1>
          <p className="text-muted-foreground" role="alert">
            {invalidReason}
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={FORGOT_PASSWORD_PATH}>Request New Link</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to Sign In</Link>
          </Button>
        </div>
      </Card>
    );
  }

  if (link.status !== 'valid' || plainVisit) {
    return (
      <Card>
        <div className="flex justify-center py-8">
          <Spinner className="size-6" label="Checking your reset link" />
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <div className="grid gap-1 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Reset Password</h1>
        <p className="text-sm text-muted-foreground">Choose a new password for your account.</p>
      </div>
      <ResetPasswordForm busy={busy} onSubmit={(password) => void reset(link.token, password)} />
    </Card>
  );
}
