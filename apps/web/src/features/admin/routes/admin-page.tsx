import { Navigate, useParams } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { ADMIN_SCREENS } from '../components/admin-screens';
import { AdminTabs } from '../components/admin-tabs';
import { AdminsOnly } from '../components/admins-only';
import { ScreenSkeleton } from '../components/screen-state';

/**
 * /admin and /admin/:screen, the operators' console (issue 16, ADR 055): login required (the
 * route guard), admins only. /admin and an unknown screen open the first screen.
 */
export default function AdminPage() {
  const { screen: slug } = useParams();
  const session = useSession();
  const currentUser = useCurrentUser();
  const screen = ADMIN_SCREENS.find((candidate) => candidate.slug === slug);

  if (!screen) return <Navigate to={`/admin/${ADMIN_SCREENS[0]!.slug}`} replace />;
  const user = currentUser.data;
  // Without a session (sign-in not set up, so the guard let the visitor in) nobody is an admin.
  if ((user && !user.isAdmin) || session.status === 'unauthenticated') {
    return (
      <>
        <PageTitle title="Admins only" />
        <AdminsOnly />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title={`${screen.label} · Console`} />
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Operators’ console</h1>
        <p className="text-muted-foreground">{screen.description}</p>
      </header>
      <AdminTabs />
      {user ? (
        <screen.Screen key={screen.slug} />
      ) : currentUser.isError ? (
        <LoadErrorAlert
          title="Could not load your account"
          message={currentUser.error.message}
          onRetry={() => void currentUser.refetch()}
          retrying={currentUser.isFetching}
        />
      ) : (
        <ScreenSkeleton label="Loading your account" />
      )}
    </div>
  );
}
