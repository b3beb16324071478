import type { CreatedApiToken } from '@gitsignals/contracts';
import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CopyField } from './copy-field';
import { CurlExample } from './curl-example';

/** The new token, this once: the server keeps only its hash. */
export function CreatedTokenDialog({
  token,
  onClose,
}: {
  token: CreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={token !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-1">
        <DialogHeader>
          <DialogTitle>Token “{token?.name}” created</DialogTitle>
          <DialogDescription>Use it as a Bearer token to read the API as you.</DialogDescription>
        </DialogHeader>
        <p className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Copy it now: it is not shown again. Anyone who has it can read what your account reads, so
          keep it out of code you share.
        </p>
        {token ? (
          <>
            <CopyField label="API token" value={token.token} />
            <CurlExample token={token.token} />
          </>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>I have copied it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
