import type { UserSubscription } from '@gitsignals/contracts';
import { InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useCancelSubscription } from '@/hooks/use-user-subscriptions';
import { ApiError } from '@/lib/api-client';

type SubscriptionCancelProps = {
  subscription: UserSubscription;
  /** The next billing date as shown ('MMM d, yyyy'), or null when unknown. */
  nextDate: string | null;
};

/**
 * Cancel subscription, then a confirmation; once the subscription is set to end at its period
 * end, a note says until when premium stays.
 */
export function SubscriptionCancel({ subscription, nextDate }: SubscriptionCancelProps) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

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

  if (subscription.cancel_at_period_end) {
    return (
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
    );
  }
  if (!confirming) {
    return (
      <div>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-3"
    >
      <p className="text-sm">
        Cancel your subscription? Premium stays available
        {nextDate ? ` until ${nextDate}` : ' until the end of the billing period'}, and you are not
        charged again.
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
  );
}
