import type { UserSubscription } from '@gitsignals/contracts';
import { CalendarIcon, FlaskConicalIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { SubscriptionCancel } from './subscription-cancel';

/** Spec section 2: the price reads '$ price / interval', e.g. '$ 9.99 / month'. */
export function formatPlanPrice(plan: Pick<UserSubscription['plan'], 'price' | 'interval'>) {
  return `$ ${plan.price.toFixed(2)} / ${plan.interval}`;
}

/** One live subscription: plan, price, test mode, next billing date, cancel. */
export function SubscriptionDetails({
  subscription,
  testMode,
}: {
  subscription: UserSubscription;
  testMode: boolean;
}) {
  const id = useId();
  const nextDate = subscription.next_billing_date
    ? formatDate(subscription.next_billing_date)
    : null;
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

      <SubscriptionCancel subscription={subscription} nextDate={nextDate} />
    </div>
  );
}
