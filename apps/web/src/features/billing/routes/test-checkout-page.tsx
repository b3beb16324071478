import type { TestCheckoutSession } from '@gitsignals/contracts';
import { FlaskConicalIcon, LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { sendBrowserTo } from '@/lib/browser-redirect';
import { useConfirmTestCheckout, useTestCheckout } from '../api/test-checkout';

/** '$9.99 / month' */
function planPrice(plan: TestCheckoutSession['plan']): string {
  return `$${plan.price.toFixed(2)} / ${plan.interval}`;
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-10 sm:px-6">
      <PageTitle title="Test checkout" />
      {children}
    </div>
  );
}

/** A session that cannot be paid any more: why, and the way back. */
function ClosedSession({
  title,
  body,
  to,
  label,
}: Record<'title' | 'body' | 'to' | 'label', string>) {
  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold leading-tight text-xl">{title}</h1>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{body}</p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <a href={to}>{label}</a>
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * /billing/test-checkout/{sessionId}: the local test-mode provider's stand-in for a payment page
 * (issue 5). It says plainly that no payment is taken; 'Confirm test payment' activates the
 * subscription and returns to the checkout's success address.
 */
export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);
  const confirm = useConfirmTestCheckout();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (checkout.isPending) {
    return (
      <CheckoutFrame>
        <div className="flex justify-center py-24">
          <Spinner label="Loading checkout" className="size-8" />
        </div>
      </CheckoutFrame>
    );
  }

  if (checkout.isError) {
    const { error } = checkout;
    return (
      <CheckoutFrame>
        {error instanceof ApiError && error.status === 404 ? (
          <ClosedSession
            title="Checkout not found"
            body="This checkout session does not exist or belongs to another account. Start again from the pricing page."
            to="/pricing"
            label="Back to pricing"
          />
        ) : (
          <LoadErrorAlert
            title="Failed to load the checkout"
            message={error.message}
            onRetry={() => void checkout.refetch()}
            retrying={checkout.isFetching}
          />
        )}
      </CheckoutFrame>
    );
  }

  const session = checkout.data;
  if (session.status === 'complete') {
    return (
      <CheckoutFrame>
        <ClosedSession
          title="Payment already confirmed"
          body={`Your ${session.plan.name} subscription is active.`}
          to={session.success_url}
          label="Continue"
        />
      </CheckoutFrame>
    );
  }
  if (session.status === 'expired') {
    return (
      <CheckoutFrame>
        <ClosedSession
          title="This checkout has expired"
          body="Checkout sessions are valid for a limited time. Start again from the pricing page."
          to={session.cancel_url}
          label="Back to pricing"
        />
      </CheckoutFrame>
    );
  }

  const busy = confirm.isPending || leaving;
  const pay = () => {
    if (busy) return;
    setFailure(null);
    confirm.mutate(session.id, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        sendBrowserTo(redirectUrl);
      },
      onError: (error) => {
        // 401/403 have the shared handler.
        if (error instanceof ApiError && error.isAuthError) return;
        setFailure(error.message);
      },
    });
  };

  return (
    <CheckoutFrame>
      <Card className="gap-5">
        <CardHeader className="gap-3">
          <Badge
            variant="outline"
            className="border-amber-500/60 text-amber-700 dark:text-amber-400"
          >
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

          <div className="grid gap-3 text-sm">
            <div className="grid gap-1">
              <p className="text-muted-foreground">Plan</p>
              <p className="text-base font-medium">{session.plan.name}</p>
              {session.plan.description ? (
                <p className="text-muted-foreground">{session.plan.description}</p>
              ) : null}
            </div>
            <Separator />
            <div className="flex items-baseline justify-between gap-4">
              <p className="text-muted-foreground">Price</p>
              <p className="text-lg font-semibold tabular-nums">{planPrice(session.plan)}</p>
            </div>
          </div>

          {failure ? (
            <Alert variant="destructive">
              <AlertTitle>Test payment failed</AlertTitle>
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          <Button size="lg" busy={busy} onClick={pay}>
            <LockIcon aria-hidden="true" />
            Confirm test payment
          </Button>
          <Button asChild variant="ghost" aria-disabled={busy || undefined}>
            <a href={session.cancel_url}>Cancel and go back</a>
          </Button>
        </CardFooter>
      </Card>
      <p className="text-center text-xs text-muted-foreground">
        Real payments use Stripe once the operator configures it.{' '}
        <Link to="/pricing" className="underline underline-offset-4">
          See plans
        </Link>
      </p>
    </CheckoutFrame>
  );
}
