import type { User } from '@gitsignals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/lib/auth-client';
import { currentUserKey } from '@/lib/current-user';
import type { Enrolment } from '../components/two-factor-enrolment';

export type TwoFactorStep =
  | { name: 'idle' }
  | { name: 'enable-password' }
  | { name: 'enrol'; enrolment: Enrolment }
  | { name: 'disable-password' };

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/**
 * The two-factor settings' steps and requests: each request runs busy and leaves its error
 * message (or none) to show; a change shows its answer until the refetched user agrees.
 */
export function useTwoFactorSettings(user: User) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TwoFactorStep>({ name: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The answer of the last change, shown until the refetched user record agrees.
  const [enabledOverride, setEnabledOverride] = useState<boolean | null>(null);

  const goTo = (next: TwoFactorStep) => {
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

  const enabled = enabledOverride ?? user.twoFactorEnabled;
  return { step, busy, error, enabled, goTo, startEnrolment, verify, disable };
}
