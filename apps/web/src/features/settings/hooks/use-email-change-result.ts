import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/** The link of an e-mail change failed (better-auth adds ?error=… to where it would land). */
export const EMAIL_CHANGE_LINK_FAILED =
  'This confirmation link has expired, was used already, or the change was undone. Ask for a new one here.';

/**
 * The link sent to a new address lands on /settings?email-changed=1 once the address has
 * changed: the spec's 'Email updated' toast says so (or why not), then the flag is dropped.
 */
export function useEmailChangeResult(): void {
  const [params, setParams] = useSearchParams();
  const landed = params.get('email-changed') === '1';
  const error = params.get('error');

  useEffect(() => {
    if (!landed) return;
    if (error) toast.error('Email update failed', { description: EMAIL_CHANGE_LINK_FAILED });
    else
      toast.success('Email updated', { description: 'Your email has been updated successfully' });
    setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per landing
  }, [landed]);
}
