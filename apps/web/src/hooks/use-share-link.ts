import { toast } from 'sonner';

/**
 * Copies a link to the clipboard; spec section 8 toasts 'Link Copied' or 'Share Failed'. Pass the
 * in-app path of what is shared (a feed card shares its detail page); without one, the current
 * page's address is copied.
 */
export function useShareLink(): (path?: string) => Promise<void> {
  return async (path) => {
    try {
      // navigator.clipboard is missing outside secure contexts; treat that like a refusal.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      const url = path ? new URL(path, window.location.origin).href : window.location.href;
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied');
    } catch {
      toast.error('Share Failed', { description: 'Unable to copy link to clipboard' });
    }
  };
}
