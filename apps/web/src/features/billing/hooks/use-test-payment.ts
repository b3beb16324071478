import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { sendBrowserTo } from '@/lib/browser-redirect';
import { useConfirmTestCheckout } from '../api/test-checkout';

/**
 * 'Confirm test payment': busy from the press until the browser has left for the success
 * address; a failure other than 401/403 (which have the shared handler) is kept to show.
 */
export function useTestPayment() {
  const confirm = useConfirmTestCheckout();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = confirm.isPending || leaving;

  const pay = (sessionId: string) => {
    if (busy) return;
    setFailure(null);
    confirm.mutate(sessionId, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        sendBrowserTo(redirectUrl);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isAuthError) return;
        setFailure(error.message);
      },
    });
  };

  return { busy, failure, pay };
}
