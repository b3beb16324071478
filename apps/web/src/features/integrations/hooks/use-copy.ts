import { toast } from 'sonner';

/** Copies a secret, token or URL to the clipboard and says whether it worked. */
export function useCopy(): (text: string, what: string) => Promise<void> {
  return async (text, what) => {
    try {
      // navigator.clipboard is missing outside secure contexts; treat that like a refusal.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`);
    } catch {
      toast.error('Copy failed', { description: 'Select the text and copy it by hand.' });
    }
  };
}
