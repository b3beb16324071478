import type { BillingInterval, BillingPlan } from '@gitsignals/contracts';
import { CheckIcon, SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { projectCountClaim } from '@/lib/format';
import type { useCheckout } from '../hooks/use-checkout';
import { pricingCopy } from '../lib/pricing-content';
import { formatDollars } from '../lib/pricing-plans';
import { PlanCard, PlanPrice } from './plan-card';

type PremiumPlanCardProps = {
  /** The premium plan of the chosen interval (the built-in default when plans failed to load). */
  premium: BillingPlan;
  interval: BillingInterval;
  /** What the yearly plan saves in whole percent (ADR 063); null when nothing. */
  yearlySaving: number | null;
  /** How many projects are tracked, for the first feature; null while unknown. */
  projectCount: number | null;
  /** The user already holds this plan. */
  held: boolean;
  checkout: ReturnType<typeof useCheckout>;
};

/** The first feature names the tracked project count, or drops it while the count is unknown. */
function premiumFeatures(projectCount: number | null): string[] {
  return pricingCopy.premium.features.map((feature, index) =>
    index === 0
      ? projectCount
        ? feature.replace('{projects}', projectCountClaim(projectCount))
        : pricingCopy.premium.featuresWithoutCount
      : feature,
  );
}

export function PremiumPlanCard(props: PremiumPlanCardProps) {
  const { premium, interval, checkout } = props;
  const processing = checkout.processingPlanId !== null && checkout.processingPlanId === premium.id;
  return (
    <PlanCard
      id="plan-premium"
      highlighted
      name={pricingCopy.premium.name}
      description={pricingCopy.premium.description}
      badge={
        <Badge>
          <SparklesIcon aria-hidden="true" />
          Most Popular
        </Badge>
      }
      price={
        <div className="grid gap-1">
          <PlanPrice
            amount={formatDollars(premium.price)}
            interval={interval === 'month' ? 'month' : 'year'}
            note={
              interval === 'year' && props.yearlySaving !== null ? (
                <Badge variant="secondary" className="ml-1">
                  {props.yearlySaving}% off
                </Badge>
              ) : null
            }
          />
          <p className="text-sm font-medium">{premium.name}</p>
        </div>
      }
      features={premiumFeatures(props.projectCount)}
      action={
        props.held ? (
          <Button className="w-full" size="lg" disabled>
            <CheckIcon aria-hidden="true" />
            Subscribed
          </Button>
        ) : (
          <Button
            className="w-full"
            size="lg"
            busy={processing}
            aria-disabled={checkout.busy || checkout.waitingForSession ? true : undefined}
            onClick={() => checkout.start(premium)}
          >
            {processing ? 'Processing...' : 'Subscribe'}
          </Button>
        )
      }
    />
  );
}
