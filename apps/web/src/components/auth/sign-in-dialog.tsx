import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AuthFlow, type AuthStep } from './auth-flow';
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
  const [step, setStep] = useState<AuthStep>('credentials');
  // Sign-up's first step has a title only (spec section 2): then no aria-describedby at all.
  const described = mode === 'signin' || step !== 'credentials';
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
        {...(described ? {} : { 'aria-describedby': undefined })}
      >
        {/* Remounted on each opening, so every visit starts at step 1 with empty fields. */}
        {open ? (
          <AuthFlow
            mode={mode}
            onModeChange={onModeChange}
            redirectTo={redirectTo}
            onBusyChange={setBusy}
            onStepChange={setStep}
            onFinished={() => {
              setBusy(false);
              onOpenChange(false);
            }}
            header={(current) => (
              <DialogHeader>
                <DialogTitle className="text-xl focus:outline-none">
                  {current === 'signin' ? 'Welcome back to GitSignals' : 'Sign up for GitSignals'}
                </DialogTitle>
                {current === 'signin' ? (
                  <DialogDescription>Sign in to your account</DialogDescription>
                ) : null}
              </DialogHeader>
            )}
            stepHeader={({ title, description }) => (
              <DialogHeader>
                <DialogTitle className="text-xl focus:outline-none">{title}</DialogTitle>
                <DialogDescription>{description}</DialogDescription>
              </DialogHeader>
            )}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
