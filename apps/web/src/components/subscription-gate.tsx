import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useRequireSubscription } from '@/hooks/use-subscription-status';

/**
 * Renders a subscription-gated page's content only for subscribers (and visitors, whom the route
 * guard handles); others see a spinner while the status is checked, then go to /pricing. The
 * children mount only once allowed, so their gated requests are never sent in vain.
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const gate = useRequireSubscription();
  if (gate === 'allowed') return children;
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Checking your subscription" className="size-8" />
    </div>
  );
}
