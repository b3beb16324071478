import { BellPlusIcon, CheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useProjectSubscription } from '@/hooks/use-project-subscription';
import { useSession } from '@/hooks/use-session';
import { useSignInRedirect } from '@/hooks/use-sign-in-redirect';

/**
 * Subscribe / 'Subscribed' for the feed's project: toggles it in the user's projectSubList (spec
 * sections 2 and 4). Logged-out readers go to /signin and come back (spec section 6).
 */
export function SubscribeButton({ projectName }: { projectName: string }) {
  const session = useSession();
  const signIn = useSignInRedirect();
  const { subscribed, toggle, isPending, isReady } = useProjectSubscription(projectName);
  const signedIn = session.status === 'authenticated';

  const onClick = () => {
    if (!signedIn) return signIn();
    if (!isReady || isPending) return;
    void toggle();
  };

  return (
    <Button
      size="sm"
      variant={subscribed ? 'outline' : 'default'}
      aria-label={`${subscribed ? 'Subscribed to' : 'Subscribe to'} ${projectName}`}
      // Until the user record has loaded the state is unknown; focus stays on the button.
      aria-disabled={(signedIn && (!isReady || isPending)) || undefined}
      onClick={onClick}
    >
      {subscribed ? <CheckIcon aria-hidden="true" /> : <BellPlusIcon aria-hidden="true" />}
      {subscribed ? 'Subscribed' : 'Subscribe'}
    </Button>
  );
}
