import type { TestCheckoutSession } from '@gitsignals/contracts';
import { FlaskConicalIcon, LockIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';

type OpenCheckoutProps = {
  session: TestCheckoutSession;
  busy: boolean;
  /** Why the last test payment failed, or null. */
  failure: string | null;
  onPay: () => void;
};

/** A session that can still be paid: test mode said plainly, the plan, Confirm and Cancel. */
export function OpenCheckout({ session, busy, failure, onPay }: OpenCheckoutProps) {
  return (
    <Card className="gap-5">
      <CardHeader className="gap-3">
        <Badge variant="outline" className="border-amber-500/60 text-amber-700 dark:text-amber-400">
          <FlaskConicalIcon aria-hidden="true" />
          Test mode
        </Badge>
        <h1 className="font-semibold leading-tight text-2xl tracking-tight">
          Confirm your subscription
        </h1>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Alert>
          <FlaskConicalIcon aria-hidden="true" />
          <AlertTitle>No real payment</AlertTitle>
          <AlertDescription>
            This server runs billing in test mode: no card is asked for and nothing is charged.
            Confirming activates the subscription right away, for one billing period.
          </AlertDescription>
        </Alert>

        <PlanSummary plan={session.plan} />

        {failure ? (
          <Alert variant="destructive">
            <AlertTitle>Test payment failed</AlertTitle>
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        <Button size="lg" busy={busy} onClick={onPay}>
          <LockIcon aria-hidden="true" />
          Confirm test payment
        </Button>
        <Button asChild variant="ghost" aria-disabled={busy || undefined}>
          <a href={session.cancel_url}>Cancel and go back</a>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** '$9.99 / month' */
function planPrice(plan: TestCheckoutSession['plan']): string {
  return `$${plan.price.toFixed(2)} / ${plan.interval}`;
}

function PlanSummary({ plan }: { plan: TestCheckoutSession['plan'] }) {
  return (
    <div className="grid gap-3 text-sm">
      <div className="grid gap-1">
        <p className="text-muted-foreground">Plan</p>
        <p className="text-base font-medium">{plan.name}</p>
        {plan.description ? <p className="text-muted-foreground">{plan.description}</p> : null}
      </div>
      <Separator />
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-muted-foreground">Price</p>
        <p className="text-lg font-semibold tabular-nums">{planPrice(plan)}</p>
      </div>
    </div>
  );
}
