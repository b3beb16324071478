import type { User } from '@gitsignals/contracts';
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PasswordPrompt } from './password-prompt';
import { SettingsSection } from './settings-section';
import { useTwoFactorSettings } from '../hooks/use-two-factor-settings';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * Two-factor authentication (TOTP, better-auth's twoFactor plugin): enable asks for the
 * password, shows the QR code, secret and backup codes, and finishes when a code verifies;
 * disable asks for the password. The next sign-in then asks for a code.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const id = useId();
  const { step, busy, error, enabled, goTo, ...requests } = useTwoFactorSettings(user);

  return (
    <SettingsSection
      id={`${id}-two-factor`}
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app each time you sign in."
    >
      <div className="grid gap-4">
        <TwoFactorStatus enabled={enabled} />

        {step.name === 'idle' ? (
          <div>
            {enabled ? (
              <Button variant="outline" onClick={() => goTo({ name: 'disable-password' })}>
                Disable two-factor
              </Button>
            ) : (
              <Button onClick={() => goTo({ name: 'enable-password' })}>Enable two-factor</Button>
            )}
          </div>
        ) : null}

        {step.name === 'enable-password' || step.name === 'disable-password' ? (
          <PasswordPrompt
            submitLabel={step.name === 'enable-password' ? 'Continue' : 'Disable two-factor'}
            busy={busy}
            error={error}
            onSubmit={(password) =>
              void (step.name === 'enable-password'
                ? requests.startEnrolment(password)
                : requests.disable(password))
            }
            onCancel={() => goTo({ name: 'idle' })}
          />
        ) : null}

        {step.name === 'enrol' ? (
          <TwoFactorEnrolment
            enrolment={step.enrolment}
            busy={busy}
            error={error}
            onVerify={(code) => void requests.verify(code)}
            onCancel={() => goTo({ name: 'idle' })}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}

function TwoFactorStatus({ enabled }: { enabled: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {enabled ? (
        <ShieldCheckIcon aria-hidden="true" className="size-4 text-primary" />
      ) : (
        <ShieldOffIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      )}
      <span>Status:</span>
      <Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
    </div>
  );
}
