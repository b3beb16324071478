import type { User } from '@gitsignals/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { SettingsSection } from './settings-section';

/** Spec section 5: the e-mail must be non-empty and contain '@'. */
export function isValidProfileEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}

/** 'Email Settings' (spec section 2): Name, Email Address, Save, with a saving state. */
export function ProfileSection({ user }: { user: User }) {
  const id = useId();
  const updateUser = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const saving = updateUser.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!isValidProfileEmail(email)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address' });
      return;
    }
    updateUser.mutate(
      { email: email.trim(), name: name.trim() || user.name },
      {
        onSuccess: (updated) => {
          setName(updated.name);
          setEmail(updated.email);
          toast.success('Email updated', {
            description: 'Your email has been updated successfully',
          });
        },
        onError: (error) => {
          // 401/403 have their own shared handler ('Session Expired'); one message is enough.
          if (error instanceof ApiError && error.isAuthError) return;
          toast.error('Email update failed', { description: error.message });
        },
      },
    );
  };

  return (
    <SettingsSection id={`${id}-profile`} title="Email Settings">
      <form noValidate onSubmit={save} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={name}
            // Read-only rather than disabled while saving: keyboard focus stays in the field.
            readOnly={saving}
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
            readOnly={saving}
            aria-disabled={saving || undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
