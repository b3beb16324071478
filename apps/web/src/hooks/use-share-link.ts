import { toast } from 'sonner';

/** Copies the page's address; spec section 8 toasts 'Link Copied' or 'Share Failed'. */
export function useShareLink(): () => Promise<void> {
  return async () => {
    try {
      // navigator.clipboard is missing outside secure contexts; treat that like a refusal.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link Copied');
    } catch {
      toast.error('Share Failed', { description: 'Unable to copy link to clipboard' });
    }
  };
}
