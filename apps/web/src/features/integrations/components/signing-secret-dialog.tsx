import { CopyField } from './copy-field';
import { ShownOnceDialog } from './shown-once-dialog';

/** After a rule is created: its signing secret, which the server never shows again. */
export function SigningSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      open={secret !== null}
      title="Alert created: copy its signing secret"
      description="This is the only time the secret is shown. Keep it with the service that receives the alerts."
      onClose={onClose}
    >
      {secret ? <CopyField label="Signing secret" value={secret} /> : null}
      <div className="grid grid-cols-1 gap-2 text-sm">
        <p>
          Every delivery carries <code className="font-mono">X-GitSignals-Signature: t=…,v1=…</code>{' '}
          and <code className="font-mono">X-GitSignals-Delivery</code> (the same for a retry of the
          same message, so you can drop duplicates).
        </p>
        <p>
          To check a request: compute HMAC-SHA256 with this secret over{' '}
          <code className="font-mono">t</code>, a dot and the raw body, in hex, compare it with{' '}
          <code className="font-mono">v1</code>, and refuse a <code className="font-mono">t</code>{' '}
          older than five minutes.
        </p>
        <pre
          // Focusable: on a phone the line scrolls sideways, and keyboards must reach it.
          tabIndex={0}
          className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {`const [t, v1] = header.split(',').map((part) => part.split('=')[1]);
const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
const valid = expected.length === v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(v1));`}
        </pre>
      </div>
    </ShownOnceDialog>
  );
}
