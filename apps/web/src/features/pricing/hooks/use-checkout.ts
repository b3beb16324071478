import type { BillingPlan } from '@gitsignals/contracts';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '@/hooks/use-session';
import { useSignInRedirect } from '@/hooks/use-sign-in-redirect';
import { ApiError } from '@/lib/api-client';
import { sendBrowserTo } from '@/lib/browser-redirect';
import { useCreateCheckoutSession } from '../api/create-checkout-session';

/**
 * Spec sections 4 and 8, Checkout: idle → processing ('Processing...') → the browser goes to the
 * checkout URL; any failure returns to idle with its toast. Visitors are sent to sign in first.
 */
export function useCheckout() {
  const session = useSession();
  const toSignIn = useSignInRedirect();
  const checkout = useCreateCheckoutSession();
  // After a successful answer the page stays 'Processing...' until the browser has left.
  const [leaving, setLeaving] = useState(false);

  // Back from the provider's page, the browser may restore this page as it was: idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (plan: BillingPlan) => {
    if (checkout.isPending || leaving || session.status === 'loading') return;
    if (session.status !== 'authenticated') {
      toast.error('Sign in required', { description: 'Please sign in to subscribe' });
      toSignIn();
      return;
    }
    if (!plan.id) {
      toast.error('Service unavailable', {
        description: 'Unable to process payment. Please try again later.',
      });
      return;
    }
    const { origin } = window.location;
    checkout.mutate(
      {
        userId: session.user.id,
        body: {
          plan_id: plan.id,
          success_url: `${origin}/signals`,
          cancel_url: `${origin}/pricing`,
        },
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          sendBrowserTo(checkoutUrl);
        },
        onError: (error) => {
          // 401/403 go to the shared handler ('Session Expired' / 'Access Denied').
          if (error instanceof ApiError && error.isAuthError) return;
          toast.error('Checkout failed', {
            // A held subscription is not a passing fault: say so rather than 'try again'.
            description:
              error instanceof ApiError && error.code === 'already_subscribed'
                ? error.message
                : 'Failed to start checkout. Please try again.',
          });
        },
      },
    );
  };

  const busy = checkout.isPending || leaving;
  return {
    start,
    /** The plan whose checkout is starting, or null when idle. */
    processingPlanId: busy ? (checkout.variables?.body.plan_id ?? null) : null,
    /** Any checkout is starting: the other buttons wait. */
    busy,
    /** The session is still being checked: subscribing waits for it. */
    waitingForSession: session.status === 'loading',
  };
}
