import type { UserSubscription } from '@gitsignals/contracts';
import { ReceiptIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { recentDuplicates } from '@/hooks/use-user-subscriptions';
import { formatDate } from '@/lib/format';

/** The honest sentence for a second subscription the server ended (docs/decisions/018). */
export function duplicatePaymentText(duplicate: NonNullable<UserSubscription['duplicate']>) {
  const when = formatDate(duplicate.ended_at);
  return duplicate.refunded_amount > 0
    ? `A second payment of $${duplicate.refunded_amount.toFixed(2)} was refunded on ${when}: you already had an active plan.`
    : `A second subscription was canceled on ${when}: you already had an active plan. Nothing was charged for it.`;
}

/**
 * Why a second payment came back: shown in Settings and on /pricing for 30 days after a user who
 * already had a plan paid for another one (two checkouts at once), which was refunded and ended.
 */
export function DuplicatePaymentNotice({
  subscriptions,
  now,
}: {
  subscriptions: readonly UserSubscription[];
  now?: Date;
}) {
  const recent = recentDuplicates(subscriptions, now);
  if (recent.length === 0) return null;
  return (
    // Information, not an error: a polite status rather than an alert.
    <Alert role="status">
      <ReceiptIcon aria-hidden="true" />
      <AlertDescription className="text-foreground">
        {recent.map((subscription) => (
          <p key={subscription.id}>{duplicatePaymentText(subscription.duplicate!)}</p>
        ))}
      </AlertDescription>
    </Alert>
  );
}
