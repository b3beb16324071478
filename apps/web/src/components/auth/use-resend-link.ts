import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/lib/auth-client';
import { messageOf } from './auth-toasts';

/**
 * Where the link in the sign-up e-mail lands once it has signed the new account in: the /signin
 * page opens at the interests step (the spec's step 2).
 */
export const WELCOME_PATH = '/signin?welcome=1';

/** A new link at most this often from one screen; the server limits resends per client too. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Sends a new confirmation link and toasts the outcome; true when it was sent. */
async function sendNewLink(email: string): Promise<boolean> {
  try {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: WELCOME_PATH });
    if (error) {
      toast.error('Could not send a new link', { description: messageOf(error) });
      return false;
    }
    toast.success('Link sent', {
      description: 'If this address is still waiting to be confirmed, a new link is on its way.',
    });
    return true;
  } catch (failure) {
    toast.error('Could not send a new link', {
      description: messageOf(failure instanceof Error ? failure : {}),
    });
    return false;
  }
}

/** 'Send a new link' with its cooldown: `wait` is the seconds left before it may be pressed. */
export function useResendLink(email: string, onBusyChange: (busy: boolean) => void) {
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
      if (await sendNewLink(email)) {
        const sentAt = Date.now();
        setNow(sentAt);
        setReadyAt(sentAt + RESEND_COOLDOWN_SECONDS * 1000);
      }
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return { busy, wait, resend };
}
