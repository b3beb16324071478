import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Copies an e-mail address; spec section 8: 'Email copied' / 'Email address copied to clipboard'. */
export function CopyEmailButton({ email }: { email: string }) {
  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts; treat that like a refusal.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(email);
      toast.success('Email copied', { description: 'Email address copied to clipboard' });
    } catch {
      toast.error('Copy failed', { description: 'Unable to copy the email address to clipboard' });
    }
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      className="size-7 text-muted-foreground"
      aria-label={`Copy email ${email}`}
      title="Copy email"
      onClick={() => void copy()}
    >
      <CopyIcon aria-hidden="true" className="size-3.5" />
    </Button>
  );
}
