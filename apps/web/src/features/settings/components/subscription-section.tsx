import type { UserSubscription } from '@gitsignals/contracts';
import { CalendarIcon, FlaskConicalIcon, InfoIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DuplicatePaymentNotice } from '@/components/duplicate-payment-notice';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingConfig } from '@/hooks/use-billing-config';
import {
  isLiveSubscription,
  useCancelSubscription,
  useUserSubscriptions,
} from '@/hooks/use-user-subscriptions';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { SettingsSection } from './settings-section';

/** Spec section 2: the price reads '$ price / interval', e.g. '$ 9.99 / month'. */
export function formatPlanPrice(plan: Pick<UserSubscription['plan'], 'price' | 'interval'>) {
  return `$ ${plan.price.toFixed(2)} / ${plan.interval}`;
}

function SubscriptionDetails({
  subscription,
  testMode,
}: {
  subscription: UserSubscription;
  testMode: boolean;
}) {
  const id = useId();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const nextDate = subscription.next_billing_date
    ? formatDate(subscription.next_billing_date)
    : null;

  const confirmCancel = () => {
    // The button stays focusable while busy (aria-disabled): a second press waits.
    if (cancel.isPending) return;
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Subscription Canceled', {
          description: 'Your subscription has been successfully canceled.',
        });
      },
      onError: (error) => {
        // 401/403 have their own shared handler.
        if (error instanceof ApiError && error.isAuthError) return;
        toast.error('Failed to cancel subscription. Please try again.');
      },
    });
  };

  return (
    <div className="grid gap-4" aria-labelledby={`${id}-plan`} role="group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-plan`} className="font-semibold">
              {subscription.plan.name}
            </h3>
            <Badge variant={subscription.cancel_at_period_end ? 'outline' : 'secondary'}>
              {subscription.cancel_at_period_end ? 'Ends at period end' : 'Active'}
            </Badge>
          </div>
          {subscription.plan.description ? (
            <p className="text-sm text-muted-foreground">{subscription.plan.description}</p>
          ) : null}
        </div>
        <p className="text-lg font-semibold tabular-nums">{formatPlanPrice(subscription.plan)}</p>
      </div>

      {testMode ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <FlaskConicalIcon aria-hidden="true" className="size-4" />
          Test mode: this plan was activated without a real payment.
        </p>
      ) : null}

      {nextDate && !subscription.cancel_at_period_end ? (
        <p className="flex items-center gap-2 text-sm">
          <CalendarIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          <span>
            Next billing date: <span className="font-medium">{nextDate}</span>
          </span>
        </p>
      ) : null}

      {subscription.cancel_at_period_end ? (
        <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            Your subscription will be canceled at the end of the current billing period
            {nextDate ? (
              <>
                {' '}
                on <span className="font-medium">{nextDate}</span>
              </>
            ) : null}
            . You keep premium access until then.
          </span>
        </p>
      ) : confirming ? (
        <div
          role="alert"
          className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-3"
        >
          <p className="text-sm">
            Cancel your subscription? Premium stays available
            {nextDate ? ` until ${nextDate}` : ' until the end of the billing period'}, and you are
            not charged again.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" busy={cancel.isPending} onClick={confirmCancel}>
              Yes, cancel subscription
            </Button>
            <Button
              variant="outline"
              aria-disabled={cancel.isPending || undefined}
              onClick={() => (cancel.isPending ? undefined : setConfirming(false))}
            >
              Keep subscription
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        </div>
      )}
    </div>
  );
}

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
