import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { messageOf } from './auth-toasts';
import { useDevOutboxAvailable } from './use-dev-outbox';

/**
 * Where the link in the sign-up e-mail lands once it has signed the new account in: the /signin
 * page opens at the interests step (the spec's step 2).
 */
export const WELCOME_PATH = '/signin?welcome=1';

/** A new link at most this often from one screen; the server limits resends per client too. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** The step's title and subtitle: the auth flow renders them as the dialog title or page h1. */
export const checkInboxHeading = (email: string) => ({
  title: 'Check your inbox',
  description: `We sent a link to ${email}. Open it to finish signing up.`,
});

/**
 * After sign-up (or a sign-in to an account whose address is not confirmed yet): the account
 * starts when the e-mailed link is opened. The screen is the same whether or not the address
 * already had an account (docs/decisions/021), and so is the answer to 'Send a new link'.
 */
export function CheckInboxStep({
  email,
  onBusyChange,
  onBack,
}: {
  email: string;
  onBusyChange: (busy: boolean) => void;
  onBack: () => void;
}) {
  const devOutbox = useDevOutboxAvailable();
  const [busy, setBusy] = useState(false);
  const [readyAt, setReadyAt] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const wait = Math.max(0, Math.ceil((readyAt - now) / 1000));
  const waiting = wait > 0;

  // A ticking clock only while the button waits: it shows the seconds left.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);

  const resend = async () => {
    if (busy || wait > 0) return;
    setBusy(true);
    onBusyChange(true);
    try {
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: WELCOME_PATH,
      });
      if (error) {
        toast.error('Could not send a new link', { description: messageOf(error) });
        return;
      }
      toast.success('Link sent', {
        description: 'If this address is still waiting to be confirmed, a new link is on its way.',
      });
      const sentAt = Date.now();
      setNow(sentAt);
      setReadyAt(sentAt + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (failure) {
      toast.error('Could not send a new link', {
        description: messageOf(failure instanceof Error ? failure : {}),
      });
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <div className="grid gap-4 text-sm">
      {devOutbox ? (
        <p className="rounded-md border bg-muted/40 p-3">
          This GitSignals sends no e-mail (no mail server is set up): your link is in the{' '}
          <a
            href="/dev/outbox"
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            development outbox
          </a>
          .
        </p>
      ) : null}
      <p className="text-muted-foreground">
        The link works for 24 hours. No e-mail after a few minutes? Look in your spam folder, or
        send a new link.
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        busy={busy}
        aria-disabled={wait > 0 || busy || undefined}
        onClick={() => void resend()}
      >
        {wait > 0 ? `Send a new link (in ${wait} s)` : 'Send a new link'}
      </Button>
      <button
        type="button"
        onClick={() => (busy ? undefined : onBack())}
        aria-disabled={busy || undefined}
        className="justify-self-center rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-50"
      >
        Back to sign in
      </button>
    </div>
  );
}
