import type { CreatedApiToken } from '@gitsignals/contracts';
import { TriangleAlertIcon } from 'lucide-react';
import { CopyField } from './copy-field';
import { CurlExample } from './curl-example';
import { ShownOnceDialog } from './shown-once-dialog';

/** The new token, this once: the server keeps only its hash. */
export function CreatedTokenDialog({
  token,
  onClose,
}: {
  token: CreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      open={token !== null}
      title={`Token “${token?.name ?? ''}” created`}
      description="Use it as a Bearer token to read the API as you."
      onClose={onClose}
    >
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
    </ShownOnceDialog>
  );
}
