import { CheckCircle2Icon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FORGOT_PASSWORD_PATH } from '@/components/auth/forgot-password-flag';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useRefreshSession } from '@/hooks/use-session';
import { useUndoEmailChange } from '../api/undo-email-change';

export const MISSING_TOKEN_MESSAGE =
  'This link is incomplete. Open it again from the e-mail, or copy the whole address.';

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full items-start justify-center px-4 py-10 sm:py-16">
      <PageTitle title="Undo e-mail change" />
      <div className="grid w-full max-w-[440px] gap-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

/**
 * /email-change/undo?token=… — the link e-mailed to the old address after a change of the
 * sign-in e-mail (docs/decisions/022). Opening the page changes nothing (mail scanners open
 * links); the button does: the old address is back and every session is signed out.
 */
export default function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const undo = useUndoEmailChange();
  const refreshSession = useRefreshSession();

  if (undo.isSuccess) {
    return (
      <Card>
        <div className="grid justify-items-center gap-3 text-center" role="status">
          <CheckCircle2Icon aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-semibold tracking-tight">Your e-mail address is back</h1>
          <p className="text-muted-foreground">
            You sign in with {undo.data.email} again, and your account was signed out on every
            device. If someone else may know your password, choose a new one now.
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={FORGOT_PASSWORD_PATH}>Choose a new password</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/signin">Sign in</Link>
          </Button>
        </div>
      </Card>
    );
  }

  const failure = token ? undo.error?.message : MISSING_TOKEN_MESSAGE;
  if (failure) {
    return (
      <Card>
        <div className="grid justify-items-center gap-3 text-center">
          <TriangleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
          <h1 className="text-2xl font-semibold tracking-tight">The change could not be undone</h1>
          <p className="text-muted-foreground" role="alert">
            {failure}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/signin">Back to Sign In</Link>
        </Button>
      </Card>
    );
  }

  return (
    <Card>
      <div className="grid gap-3 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Undo the e-mail change?</h1>
        <p className="text-muted-foreground">
          This puts back the address this link was sent to as your sign-in e-mail, and signs your
          account out on every device, including any session of whoever made the change.
        </p>
      </div>
      <Button
        type="button"
        busy={undo.isPending}
        onClick={() => {
          if (undo.isPending || !token) return;
          undo.mutate(token, { onSuccess: () => void refreshSession() });
        }}
      >
        Undo the change
      </Button>
    </Card>
  );
}
