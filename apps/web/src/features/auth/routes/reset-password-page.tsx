import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '@/components/auth/forgot-password-flag';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useResetPassword } from '../hooks/use-reset-password';

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

function PasswordUpdated() {
  return (
    <div className="grid justify-items-center gap-3 text-center" role="status">
      <CheckCircle2Icon aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-2xl font-semibold tracking-tight">Password updated</h1>
      <p className="text-muted-foreground">
        Your password has been updated successfully. Taking you to the home page…
      </p>
    </div>
  );
}

/** Why the link cannot be used, and the ways on: a new link, or back to sign in. */
function InvalidLink({ reason }: { reason: string }) {
  return (
    <>
      <div className="grid justify-items-center gap-3 text-center">
        <TriangleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
        <h1 className="text-2xl font-semibold tracking-tight">Link Invalid or Expired</h1>
        <p className="text-muted-foreground" role="alert">
          {reason}
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
    </>
  );
}

/** /reset-password (spec sections 2, 4 and 8): loading, valid and invalid states. */
export default function ResetPasswordPage() {
  const { link, plainVisit, busy, outcome, reset } = useResetPassword();

  if (outcome.status === 'done') {
    return (
      <Card>
        <PasswordUpdated />
      </Card>
    );
  }

  const invalidReason =
    outcome.status === 'failed' ? outcome.reason : link.status === 'invalid' ? link.reason : null;
  if (invalidReason) {
    return (
      <Card>
        <InvalidLink reason={invalidReason} />
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
