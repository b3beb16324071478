import type { BillingInterval, UserSubscription } from '@gitsignals/contracts';
import { FlaskConicalIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DuplicatePaymentNotice } from '@/components/duplicate-payment-notice';
import { PageTitle } from '@/components/page-title';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjectCount } from '@/hooks/use-projects-metadata';
import { useBillingConfig } from '@/hooks/use-billing-config';
import { useSession } from '@/hooks/use-session';
import { isLiveSubscription, useUserSubscriptions } from '@/hooks/use-user-subscriptions';
import { usePlans } from '../api/get-plans';
import { BillingToggle } from '../components/billing-toggle';
import { ContactTeam } from '../components/contact-team';
import { FreePlanCard } from '../components/free-plan-card';
import { PremiumPlanCard } from '../components/premium-plan-card';
import { useCheckout } from '../hooks/use-checkout';
import { pricingCopy } from '../lib/pricing-content';
import { premiumPlanFor, yearlySavingPercent } from '../lib/pricing-plans';

/** Spec section 2: skeleton placeholders while the plans load. */
function PlanCardSkeleton() {
  return (
    <Card className="h-full gap-6 py-6" aria-hidden="true">
      <CardHeader className="gap-3 px-6">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-36" />
      </CardHeader>
      <CardContent className="grid gap-3 px-6">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-4 w-4/5" />
        ))}
        <Skeleton className="mt-4 h-10 w-full" />
      </CardContent>
    </Card>
  );
}

/** The subscriptions of a signed-in user (a failure is only logged), and the plans they hold. */
function useHeldPlans(): { subscriptions: UserSubscription[]; heldPlanIds: Set<string> } {
  const query = useUserSubscriptions();
  useEffect(() => {
    // Spec section 8: a failing subscriptions fetch is ignored (only logged).
    if (query.isError) {
      console.info('Failed to fetch user subscriptions:', query.error.message);
    }
  }, [query.isError, query.error]);
  const subscriptions = query.data ?? [];
  const heldPlanIds = new Set(subscriptions.filter(isLiveSubscription).map((item) => item.plan_id));
  return { subscriptions, heldPlanIds };
}

/** /pricing (spec section 2): public, no sidebar. */
export default function PricingPage() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const session = useSession();
  const plans = usePlans();
  const config = useBillingConfig();
  const projectCount = useProjectCount();
  const { subscriptions, heldPlanIds } = useHeldPlans();
  const checkout = useCheckout();

  // On failure the built-in defaults stand in (spec section 8).
  const premium = premiumPlanFor(plans.data, interval);
  const held = premium.id !== '' && heldPlanIds.has(premium.id);
  // From the prices on sale, so real Stripe prices name their own saving (ADR 063); none while
  // the plans load, rather than the defaults' figure changing under the reader.
  const yearlySaving = plans.isPending
    ? null
    : yearlySavingPercent(
        premiumPlanFor(plans.data, 'month').price,
        premiumPlanFor(plans.data, 'year').price,
      );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title="Pricing" />
      <header className="mx-auto grid max-w-2xl justify-items-center gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {pricingCopy.title}
        </h1>
        <p className="text-pretty text-muted-foreground">{pricingCopy.subtitle}</p>
        <BillingToggle value={interval} onChange={setInterval} yearlySaving={yearlySaving} />
      </header>

      {config.data?.provider === 'test' ? (
        <p className="mx-auto flex max-w-2xl items-start gap-2 rounded-md border border-dashed px-4 py-2 text-sm text-muted-foreground">
          <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {pricingCopy.testMode}
        </p>
      ) : null}

      <div className="mx-auto w-full max-w-2xl empty:hidden">
        <DuplicatePaymentNotice subscriptions={subscriptions} />
      </div>

      <div
        className="mx-auto grid w-full max-w-4xl items-stretch gap-6 md:grid-cols-2"
        aria-busy={plans.isPending || undefined}
        aria-label={plans.isPending ? 'Loading plans' : undefined}
      >
        {plans.isPending ? (
          <>
            <PlanCardSkeleton />
            <PlanCardSkeleton />
          </>
        ) : (
          <>
            <FreePlanCard signedIn={session.status === 'authenticated'} />
            <PremiumPlanCard
              premium={premium}
              interval={interval}
              yearlySaving={yearlySaving}
              projectCount={projectCount}
              held={held}
              checkout={checkout}
            />
          </>
        )}
      </div>

      <ContactTeam />
    </div>
  );
}
