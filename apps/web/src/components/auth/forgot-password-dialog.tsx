import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';
import { useForgotPassword } from './use-forgot-password';

/**
 * 'Forgot password?' (spec sections 2 and 8). The server answers the same whether or not the
 * address has an account, so the toast never reveals who is registered.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail?: string;
}) {
  const id = useId();
  const { email, error, busy, change, submit } = useForgotPassword(initialEmail, onOpenChange);

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        hideClose={busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the e-mail address of your account and we&apos;ll send you a link to choose a new
            password.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email Address</Label>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              // Read-only rather than disabled while sending: the field keeps keyboard focus.
              readOnly={busy}
              aria-disabled={busy || undefined}
              onChange={(event) => change(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-email-error` : undefined}
            />
            <FieldError id={`${id}-email-error`} message={error} />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : onOpenChange(false))}
            >
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              Send reset link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
