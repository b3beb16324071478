import { Button } from '@/components/ui/button';
import { useDevOutboxAvailable } from './use-dev-outbox';
import { useResendLink } from './use-resend-link';

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
  const { busy, wait, resend } = useResendLink(email, onBusyChange);

  return (
    <div className="grid gap-4 text-sm">
      {devOutbox ? <DevOutboxNote /> : null}
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

/** Without a mail server the link is only in the development outbox: say where. */
function DevOutboxNote() {
  return (
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
  );
}
