import type { User } from '@gitsignals/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useProfileForm } from '../hooks/use-profile-form';
import { PasswordPrompt } from './password-prompt';
import { SettingsSection } from './settings-section';

/**
 * 'Email Settings' (spec section 2): Name, Email Address, Save, with a saving state. A new
 * address is the sign-in address: Save then asks for the current password and sends a link to
 * it; the address changes when the link is opened (docs/decisions/022).
 */
export function ProfileSection({ user }: { user: User }) {
  const id = useId();
  const form = useProfileForm(user);
  const { confirming, saving } = form;

  return (
    <SettingsSection id={`${id}-profile`} title="Email Settings">
      <form noValidate onSubmit={(event) => void form.save(event)} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={form.name}
            // Read-only rather than disabled while saving: keyboard focus stays in the field.
            readOnly={saving || confirming !== null}
            aria-disabled={saving || undefined}
            onChange={(event) => form.setName(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email Address</Label>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            readOnly={saving || confirming !== null}
            aria-disabled={saving || undefined}
            aria-describedby={`${id}-email-help`}
            onChange={(event) => form.setEmail(event.target.value)}
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
        <ConfirmEmailChange
          newEmail={confirming}
          busy={saving}
          error={form.passwordError}
          onSubmit={form.confirm}
          onCancel={form.cancelConfirm}
        />
      ) : null}
    </SettingsSection>
  );
}

type ConfirmEmailChangeProps = {
  newEmail: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/** Asks for the current password before a link goes to the new sign-in address. */
function ConfirmEmailChange({
  newEmail,
  busy,
  error,
  onSubmit,
  onCancel,
}: ConfirmEmailChangeProps) {
  return (
    <div className="mt-4 grid gap-3 rounded-lg border p-4">
      <p className="text-sm">
        To change your sign-in e-mail to {newEmail}, enter your current password. We will send a
        link to the new address; your e-mail changes when you open it.
      </p>
      <PasswordPrompt
        submitLabel="Send confirmation link"
        busy={busy}
        error={error}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </div>
  );
}
