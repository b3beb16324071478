import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { toastGoogleError } from './auth-toasts';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google': better-auth answers with Google's consent URL and the client follows
 * it. Shown only when the server has GOOGLE_CLIENT_ID/SECRET (`GET /api` says so); a failure of
 * the provider still shows the spec's toast.
 */
export function GoogleButton({
  callbackPath,
  disabled,
  onBusyChange,
}: {
  callbackPath: string;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const setBoth = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const onClick = async () => {
    setBoth(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: callbackPath,
        errorCallbackURL: '/signin',
      });
      // On success the browser is already leaving for Google; keep the busy state until it does.
      if (error) {
        toastGoogleError();
        setBoth(false);
      }
    } catch {
      toastGoogleError();
      setBoth(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={() => void onClick()}
    >
      {busy ? <Spinner className="size-4" decorative /> : <GoogleLogo />}
      Continue with Google
    </Button>
  );
}
