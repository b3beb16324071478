import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { pricingCopy } from '../lib/pricing-content';
import { formatDollars, FREE_PRICE } from '../lib/pricing-plans';
import { FreeProjectList } from './free-project-list';
import { PlanCard, PlanPrice } from './plan-card';

/** The free plan: a signed-in user goes to the feed, a visitor to sign in. */
export function FreePlanCard({ signedIn }: { signedIn: boolean }) {
  return (
    <PlanCard
      id="plan-free"
      name={pricingCopy.free.name}
      description={pricingCopy.free.description}
      price={<PlanPrice amount={formatDollars(FREE_PRICE)} interval="month" />}
      features={pricingCopy.free.features}
      extra={<FreeProjectList />}
      action={
        signedIn ? (
          <Button asChild variant="outline" className="w-full" size="lg">
            <Link to="/signals">Go to your feed</Link>
          </Button>
        ) : (
          <Button asChild variant="outline" className="w-full" size="lg">
            <Link to="/signin">Start for free</Link>
          </Button>
        )
      }
    />
  );
}
