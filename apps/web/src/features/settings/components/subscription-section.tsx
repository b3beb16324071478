import { useId } from 'react';
import { Link } from 'react-router';
import { DuplicatePaymentNotice } from '@/components/duplicate-payment-notice';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingConfig } from '@/hooks/use-billing-config';
import { isLiveSubscription, useUserSubscriptions } from '@/hooks/use-user-subscriptions';
import { SettingsSection } from './settings-section';
import { SubscriptionDetails } from './subscription-details';

/**
 * Subscription management (spec section 2, Settings): the plan, '$ price / interval', the next
 * billing date ('MMM d, yyyy') and a cancel button, which gives way to a note once the
 * subscription is set to end at its period end.
 */
export function SubscriptionSection() {
  const id = useId();
  const subscriptions = useUserSubscriptions();
  const config = useBillingConfig();
  const live = subscriptions.data?.filter(isLiveSubscription) ?? [];
  const testMode = config.data?.provider === 'test';
  const notice = <DuplicatePaymentNotice subscriptions={subscriptions.data ?? []} />;

  return (
    <SettingsSection id={`${id}-subscription`} title="Subscription">
      {subscriptions.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading your subscription">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-9 w-40" />
        </div>
      ) : subscriptions.isError ? (
        <LoadErrorAlert
          title="Failed to fetch user subscriptions"
          message={subscriptions.error.message}
          onRetry={() => void subscriptions.refetch()}
          retrying={subscriptions.isFetching}
        />
      ) : live.length === 0 ? (
        <div className="grid gap-3">
          {notice}
          <p className="text-sm text-muted-foreground">
            You are on the Free plan. Premium adds agent insights, contacts, stack detail and
            unlimited project analyses.
          </p>
          <div>
            <Button asChild>
              <Link to="/pricing">See plans</Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-6">
          {notice}
          <div className="grid gap-6 divide-y [&>*:not(:first-child)]:pt-6">
            {live.map((subscription) => (
              <SubscriptionDetails
                key={subscription.id}
                subscription={subscription}
                testMode={testMode}
              />
            ))}
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
