import type { User } from '@gitsignals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { currentUserKey } from '@/lib/current-user';
import { PasswordPrompt } from './password-prompt';
import { SettingsSection } from './settings-section';
import { TwoFactorEnrolment, type Enrolment } from './two-factor-enrolment';

type Step =
  | { name: 'idle' }
  | { name: 'enable-password' }
  | { name: 'enrol'; enrolment: Enrolment }
  | { name: 'disable-password' };

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/**
 * Two-factor authentication (TOTP, better-auth's twoFactor plugin): enable asks for the
 * password, shows the QR code, secret and backup codes, and finishes when a code verifies;
 * disable asks for the password. The next sign-in then asks for a code.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The answer of the last change, shown until the refetched user record agrees.
  const [enabledOverride, setEnabledOverride] = useState<boolean | null>(null);
  const enabled = enabledOverride ?? user.twoFactorEnabled;

  const goTo = (next: Step) => {
    setError(undefined);
    setStep(next);
  };

  const run = async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setError(undefined);
    try {
      setError(await action());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : FALLBACK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const finish = async (nowEnabled: boolean) => {
    setEnabledOverride(nowEnabled);
    goTo({ name: 'idle' });
    await queryClient.invalidateQueries({ queryKey: currentUserKey(user.id) });
  };

  const startEnrolment = (password: string) =>
    run(async () => {
      const { data, error: failure } = await authClient.twoFactor.enable({
        password,
        method: 'totp',
      });
      if (failure || !data || !('totpURI' in data)) return failure?.message || FALLBACK_ERROR;
      goTo({ name: 'enrol', enrolment: { totpURI: data.totpURI, backupCodes: data.backupCodes } });
      return undefined;
    });

  const verify = (code: string) =>
    run(async () => {
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
      if (failure) return failure.message || 'Invalid code. Please try again.';
      toast.success('Two-factor authentication enabled', {
        description: 'Your next sign-in will ask for a code from your authenticator app.',
      });
      await finish(true);
      return undefined;
    });

  const disable = (password: string) =>
    run(async () => {
      const { error: failure } = await authClient.twoFactor.disable({ password });
      if (failure) return failure.message || FALLBACK_ERROR;
      toast.success('Two-factor authentication disabled');
      await finish(false);
      return undefined;
    });

  return (
    <SettingsSection
      id={`${id}-two-factor`}
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app each time you sign in."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {enabled ? (
            <ShieldCheckIcon aria-hidden="true" className="size-4 text-primary" />
          ) : (
            <ShieldOffIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          )}
          <span>Status:</span>
          <Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
        </div>

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
              void (step.name === 'enable-password' ? startEnrolment(password) : disable(password))
            }
            onCancel={() => goTo({ name: 'idle' })}
          />
        ) : null}

        {step.name === 'enrol' ? (
          <TwoFactorEnrolment
            enrolment={step.enrolment}
            busy={busy}
            error={error}
            onVerify={(code) => void verify(code)}
            onCancel={() => goTo({ name: 'idle' })}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}
