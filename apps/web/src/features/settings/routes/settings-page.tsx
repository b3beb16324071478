import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SettingsTabs } from '@/components/settings-tabs';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { FeedSettingsSection } from '../components/feed-settings-section';
import { HelpPanel } from '../components/help-panel';
import { NotificationsSection } from '../components/notifications-section';
import { ProfileSection } from '../components/profile-section';
import { SubscriptionSection } from '../components/subscription-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { useEmailChangeResult } from '../hooks/use-email-change-result';

function SettingsSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading your settings">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-44 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** The anchors of the integrations page that older links (the paused-rule e-mail) put here. */
const INTEGRATION_ANCHORS = new Set(['#alerts', '#feeds', '#api-tokens']);

/** /settings (spec section 2, "Settings"): login only; the guard sends visitors to /. */
export default function SettingsPage() {
  const { hash } = useLocation();
  if (INTEGRATION_ANCHORS.has(hash)) {
    return <Navigate to={`/settings/integrations${hash}`} replace />;
  }
  return <AccountSettings />;
}

function AccountSettings() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  useEmailChangeResult();

  return (
    <div className="lg:pr-80">
      <PageTitle title="Settings" />
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
        <header className="grid grid-cols-1 gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
          <SettingsTabs />
          <p className="text-muted-foreground">
            Your profile, subscription, e-mails, home feed and sign-in.
          </p>
        </header>

        {user ? (
          // Keyed by user: a different account never sees the previous one's form values.
          <div key={user.id} className="grid gap-6">
            <ProfileSection user={user} />
            <SubscriptionSection />
            <NotificationsSection user={user} />
            <FeedSettingsSection user={user} />
            <TwoFactorSection user={user} />
          </div>
        ) : currentUser.isError ? (
          <LoadErrorAlert
            title="Failed to fetch user data"
            message={currentUser.error.message}
            onRetry={() => void currentUser.refetch()}
            retrying={currentUser.isFetching}
          />
        ) : (
          <SettingsSkeleton />
        )}

        {/* Narrow screens: the help panel is a card after the settings. */}
        <Card className="px-5 lg:hidden">
          <HelpPanel />
        </Card>
      </div>

      {/* Wide screens: a fixed right-hand panel; the app shell's footer leaves it room. */}
      <div className="fixed inset-y-0 right-0 hidden w-80 border-l bg-background px-6 py-8 lg:block">
        <HelpPanel />
      </div>
    </div>
  );
}
