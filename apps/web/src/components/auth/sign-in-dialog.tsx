import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AuthFlow } from './auth-flow';
import type { AuthMode } from './credentials-form';

type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  redirectTo?: string;
};

/**
 * The sign-in dialog (spec section 2): at most 560px wide, and it cannot be closed (Escape,
 * outside click, the corner button) while a request is running.
 */
export function SignInDialog({
  open,
  onOpenChange,
  mode,
  onModeChange,
  redirectTo,
}: SignInDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        hideClose={busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
        aria-busy={busy}
      >
        {/* Remounted on each opening, so every visit starts at step 1 with empty fields. */}
        {open ? (
          <AuthFlow
            mode={mode}
            onModeChange={onModeChange}
            redirectTo={redirectTo}
            onBusyChange={setBusy}
            onFinished={() => {
              setBusy(false);
              onOpenChange(false);
            }}
            header={(current) => (
              <DialogHeader>
                <DialogTitle className="text-xl">
                  {current === 'signin' ? 'Welcome back to GitSignals' : 'Sign up for GitSignals'}
                </DialogTitle>
                <DialogDescription>
                  {current === 'signin' ? 'Sign in to your account' : 'Create your free account'}
                </DialogDescription>
              </DialogHeader>
            )}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
