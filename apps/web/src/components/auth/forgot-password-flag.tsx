import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

// Loaded only when the flag is present: the landing page stays light for everyone else.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

/** Spec section 2: "a flag passed to / can open the forgot-password dialog". */
export const FORGOT_PASSWORD_FLAG = 'forgot-password';

/** The address of that flag: 'Request New Link' on an expired reset link goes here. */
export const FORGOT_PASSWORD_PATH = `/?${FORGOT_PASSWORD_FLAG}=true`;

/** Opens the forgot-password dialog while `?forgot-password=true` is in the URL; closing drops it. */
export function ForgotPasswordFlag() {
  const [params, setParams] = useSearchParams();
  const open = params.get(FORGOT_PASSWORD_FLAG) === 'true';

  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(FORGOT_PASSWORD_FLAG);
    setParams(next, { replace: true });
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ForgotPasswordDialog open onOpenChange={(next) => (next ? undefined : close())} />
    </Suspense>
  );
}
