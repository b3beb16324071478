import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/auth/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { groupSecret, totpSecretOf } from '../lib/totp-uri';

export type Enrolment = { totpURI: string; backupCodes: string[] };

/**
 * Step 2 of enabling two-factor: scan the QR code (or type the secret), keep the backup codes,
 * and prove the app works with a 6-digit code. Two-factor is only on once that code verifies.
 */
export function TwoFactorEnrolment({
  enrolment,
  busy,
  error,
  onVerify,
  onCancel,
}: {
  enrolment: Enrolment;
  busy: boolean;
  error?: string;
  onVerify: (code: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <ScanStep totpURI={enrolment.totpURI} />
        <li className="grid gap-2">
          <span>
            Save these backup codes somewhere safe. Each one signs you in once if you lose your
            device.
          </span>
          <ul
            aria-label="Backup codes"
            className="grid w-fit grid-cols-2 gap-x-6 gap-y-1 rounded-lg border bg-muted/50 p-3 font-mono text-sm"
          >
            {enrolment.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
        </li>
        <VerifyStep id={id} busy={busy} error={error} onVerify={onVerify} onCancel={onCancel} />
      </ol>
    </div>
  );
}

/** Scan the QR code, or type the secret it holds. */
function ScanStep({ totpURI }: { totpURI: string }) {
  const secret = totpSecretOf(totpURI);
  return (
    <li className="grid gap-3">
      <span>Scan this QR code with your authenticator app.</span>
      <div className="w-fit rounded-lg border bg-white p-3">
        <QRCodeSVG value={totpURI} size={168} title="QR code for your authenticator app" />
      </div>
      {secret ? (
        <div className="grid gap-1">
          <span className="text-muted-foreground">Can&apos;t scan it? Enter this key:</span>
          <code
            data-testid="totp-secret"
            data-secret={secret}
            className="w-fit rounded bg-muted px-2 py-1 font-mono text-sm break-all"
          >
            {groupSecret(secret)}
          </code>
        </div>
      ) : null}
    </li>
  );
}

type VerifyStepProps = {
  /** The enrolment's useId, so the field keeps its id. */
  id: string;
  busy: boolean;
  error?: string | undefined;
  onVerify: (code: string) => void;
  onCancel: () => void;
};

/** Prove the app works: a 6-digit code, checked for its shape before it is sent. */
function VerifyStep({ id, busy, error, onVerify, onCancel }: VerifyStepProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const message = invalid ? 'Enter the 6-digit code from your authenticator app.' : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setInvalid(true);
      return;
    }
    onVerify(digits);
  };

  return (
    <li className="grid gap-2">
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Enter the 6-digit code from your authenticator app</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            value={code}
            readOnly={busy}
            aria-disabled={busy || undefined}
            className="w-36 font-mono tracking-widest"
            onChange={(event) => {
              setCode(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-code-error` : undefined}
          />
          <Button type="submit" busy={busy}>
            Verify
          </Button>
          <Button
            type="button"
            variant="outline"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onCancel();
            }}
          >
            Cancel
          </Button>
        </div>
        <FieldError id={`${id}-code-error`} message={message} />
      </form>
    </li>
  );
}
