import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The request runs: the dialog stays open and the button shows it. */
  busy: boolean;
};

/** "Delete this?": a destructive step asked once more, Esc or Cancel backs out. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, busy } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent hideClose={busy} className="grid-cols-1">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            variant="outline"
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : onOpenChange(false))}
          >
            Cancel
          </Button>
          <Button
            variant="destructive"
            busy={busy}
            onClick={() => (busy ? undefined : props.onConfirm())}
          >
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
