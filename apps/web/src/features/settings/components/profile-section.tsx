import type { User } from '@gitsignals/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { EMAIL_CHANGE_FAILED, useRequestEmailChange } from '../hooks/use-request-email-change';
import { PasswordPrompt } from './password-prompt';
import { SettingsSection } from './settings-section';

/** Spec section 5: the e-mail must be non-empty and contain '@'. */
export function isValidProfileEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * 'Email Settings' (spec section 2): Name, Email Address, Save, with a saving state. A new
 * address is the sign-in address: Save then asks for the current password and sends a link to
 * it; the address changes when the link is opened (docs/decisions/022).
 */
export function ProfileSection({ user }: { user: User }) {
  const id = useId();
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

  const failed = (error: unknown) => {
    // 401/403 have their own shared handler ('Session Expired'); one message is enough.
    if (error instanceof ApiError && error.isAuthError) return;
    toast.error('Email update failed', {
      description: error instanceof Error ? error.message : EMAIL_CHANGE_FAILED,
    });
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
        toast.success('Email updated', {
          description: 'Your email has been updated successfully',
        });
        return;
      }
      const newEmail = email.trim();
      if (await emailChange.needsPassword()) setConfirming(newEmail);
      else await requestChange(newEmail);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <SettingsSection id={`${id}-profile`} title="Email Settings">
      <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={name}
            // Read-only rather than disabled while saving: keyboard focus stays in the field.
            readOnly={saving || confirming !== null}
            aria-disabled={saving || undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email Address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            readOnly={saving || confirming !== null}
            aria-disabled={saving || undefined}
            aria-describedby={`${id}-email-help`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id={`${id}-email-help`} className="text-xs text-muted-foreground">
            This is also the address you sign in with. A new one is confirmed by a link we send to
            it.
          </p>
        </div>
        {confirming === null ? (
          <div>
            <Button type="submit" busy={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </div>
        ) : null}
      </form>
      {confirming !== null ? (
        <div className="mt-4 grid gap-3 rounded-lg border p-4">
          <p className="text-sm">
            To change your sign-in e-mail to {confirming}, enter your current password. We will send
            a link to the new address; your e-mail changes when you open it.
          </p>
          <PasswordPrompt
            submitLabel="Send confirmation link"
            busy={saving}
            error={emailChange.passwordError}
            onSubmit={(password) => void requestChange(confirming, password).catch(failed)}
            onCancel={() => {
              setConfirming(null);
              setEmail(user.email);
            }}
          />
        </div>
      ) : null}
    </SettingsSection>
  );
}
