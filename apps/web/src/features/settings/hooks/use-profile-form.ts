import type { User } from '@gitsignals/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useUpdateUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { EMAIL_CHANGE_FAILED, useRequestEmailChange } from './use-request-email-change';

/** Spec section 5: the e-mail must be non-empty and contain '@'. */
function isValidProfileEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function toastFailure(error: unknown) {
  // 401/403 have their own shared handler ('Session Expired'); one message is enough.
  if (error instanceof ApiError && error.isAuthError) return;
  toast.error('Email update failed', {
    description: error instanceof Error ? error.message : EMAIL_CHANGE_FAILED,
  });
}

/**
 * The 'Email Settings' form: Save stores the name; a new address asks for the current password
 * first (accounts that have one) and then sends the confirmation link.
 */
export function useProfileForm(user: User) {
  const updateUser = useUpdateUser();
  const emailChange = useRequestEmailChange();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  // The new address waiting for the password (only accounts that have one are asked).
  const [confirming, setConfirming] = useState<string | null>(null);
  const saving = updateUser.isPending || emailChange.busy;

  const saveName = async () => {
    const updated = await updateUser.mutateAsync({
      email: user.email,
      name: name.trim() || user.name,
    });
    setName(updated.name);
  };

  const requestChange = async (newEmail: string, password?: string) => {
    if (name.trim() !== '' && name.trim() !== user.name) await saveName();
    const result = await emailChange.request({ newEmail, password });
    if (result.status === 'password-refused') return;
    setConfirming(null);
    if (result.status === 'failed') {
      toast.error('Email update failed', { description: result.message });
      return;
    }
    setEmail(user.email);
    toast.success('Check your inbox', {
      description: `We sent a link to ${newEmail}. Your e-mail address changes when you open it.`,
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!isValidProfileEmail(email)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address' });
      return;
    }
    try {
      if (sameAddress(email, user.email)) {
        await saveName();
        setEmail(user.email);
        toast.success('Email updated', { description: 'Your email has been updated successfully' });
        return;
      }
      const newEmail = email.trim();
      if (await emailChange.needsPassword()) setConfirming(newEmail);
      else await requestChange(newEmail);
    } catch (error) {
      toastFailure(error);
    }
  };

  const confirm = (password: string) => {
    if (confirming !== null) void requestChange(confirming, password).catch(toastFailure);
  };
  const cancelConfirm = () => {
    setConfirming(null);
    setEmail(user.email);
  };

  return {
    ...{ name, setName, email, setEmail, confirming, saving, save, confirm, cancelConfirm },
    passwordError: emailChange.passwordError,
  };
}
