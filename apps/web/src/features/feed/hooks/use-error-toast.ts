import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/**
 * Spec section 8: 'Error loading daily feeds' (and 'Error loading feeds') toast once per error
 * episode. An episode starts when loading fails and ends when a later load succeeds; retries
 * and re-renders in between do not toast again.
 */
export function useErrorToastOnce(isError: boolean, title: string, description?: string): void {
  const toasted = useRef(false);
  useEffect(() => {
    if (!isError) {
      toasted.current = false;
      return;
    }
    if (toasted.current) return;
    toasted.current = true;
    // A fixed id as well: two lists failing together (or a remount) still show one toast.
    toast.error(title, { id: title, description });
  }, [isError, title, description]);
}
