import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';

/** Where a guarded route sends a logged-out visitor; the sign-in page returns to `from`. */
export type GuardRedirectState = { from: string };

type RequireAuthProps = {
  /** Spec section 2: most routes go to /signin; /analysis and /settings go to /, /saved-feeds to /signals. */
  redirectTo?: string;
};

/**
 * Login-only routes (spec section 2): a spinner while the session is checked, then either the page
 * or a redirect that remembers the original path. Until sign-in exists (`authAvailable` false)
 * nobody could log in, so the routes stay open instead of locking everyone out.
 */
export function RequireAuth({ redirectTo = '/signin' }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-6" label="Checking your session" />
      </div>
    );
  }

  if (session.status === 'unauthenticated' && session.authAvailable) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={redirectTo} replace state={{ from } satisfies GuardRedirectState} />;
  }

  return <Outlet />;
}
