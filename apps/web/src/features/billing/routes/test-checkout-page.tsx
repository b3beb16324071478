import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useTestCheckout } from '../api/test-checkout';
import { OpenCheckout } from '../components/open-checkout';
import { useTestPayment } from '../hooks/use-test-payment';

function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 px-4 py-10 sm:px-6">
      <PageTitle title="Test checkout" />
      {children}
    </div>
  );
}

function StripeNote() {
  return (
    <p className="text-center text-xs text-muted-foreground">
      Real payments use Stripe once the operator configures it.{' '}
      <Link to="/pricing" className="underline underline-offset-4">
        See plans
      </Link>
    </p>
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
  const payment = useTestPayment();

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

  return (
    <CheckoutFrame>
      <OpenCheckout
        session={session}
        busy={payment.busy}
        failure={payment.failure}
        onPay={() => payment.pay(session.id)}
      />
      <StripeNote />
    </CheckoutFrame>
  );
}
