import { BellPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';

/**
 * Subscribe to the feed's project. Subscriptions arrive with their own issue (the button then
 * reads 'Subscribed' when the project is in the user's list); logged-out readers sign in first.
 */
export function SubscribeButton({ projectName }: { projectName: string }) {
  const session = useSession();
  const signIn = useSignInRedirect();
  const signedIn = session.status === 'authenticated';
  return (
    <Button
      size="sm"
      aria-label={`Subscribe to ${projectName}`}
      aria-disabled={signedIn || undefined}
      onClick={signedIn ? undefined : signIn}
    >
      <BellPlusIcon aria-hidden="true" />
      Subscribe
    </Button>
  );
}
