import type { EmailFrequency, User } from '@gitsignals/contracts';
import { EMAIL_FREQUENCIES } from '@gitsignals/contracts/constants';
import { useId } from 'react';
import { toast } from 'sonner';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useUpdateUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { SettingsSection } from './settings-section';
import { Switch } from './switch';

const FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
};

function isFrequency(value: string): value is EmailFrequency {
  return (EMAIL_FREQUENCIES as readonly string[]).includes(value);
}

/**
 * Notifications (spec section 2): the 'Email updates' switch and, only while it is on, the
 * digest's 'Email Frequency'. Each change is saved at once.
 */
export function NotificationsSection({ user }: { user: User }) {
  const id = useId();
  const updateUser = useUpdateUser();
  const saving = updateUser.isPending;
  // While a change is saving, show what was chosen rather than the old value.
  const pending = updateUser.variables;
  const shown =
    saving && pending && 'subscribedToEmails' in pending
      ? { on: pending.subscribedToEmails === true, frequency: pending.emailFrequency }
      : { on: user.subscribedToEmails, frequency: user.emailFrequency };

  const save = (subscribedToEmails: boolean, emailFrequency: EmailFrequency) => {
    // The controls stay focusable while saving (aria-disabled), so a second change is ignored here.
    if (saving) return;
    updateUser.mutate(
      { subscribedToEmails, emailFrequency },
      {
        onSuccess: () => toast.success('Preferences saved'),
        onError: (error) => {
          // 401/403 have their own shared handler ('Session Expired'); one message is enough.
          if (error instanceof ApiError && error.isAuthError) return;
          toast.error('Failed to update preferences', {
            description: 'There was an error updating your preferences. Please try again.',
          });
        },
      },
    );
  };

  return (
    <SettingsSection
      id={`${id}-notifications`}
      title="Notifications"
      description="A digest of new signals from the projects you follow."
    >
      <div className="grid gap-5">
        <div className="flex items-center justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-updates`}>Email updates</Label>
            <p id={`${id}-updates-hint`} className="text-sm text-muted-foreground">
              Receive the digest by e-mail.
            </p>
          </div>
          <Switch
            id={`${id}-updates`}
            checked={shown.on}
            // aria-disabled rather than disabled: keyboard focus is not thrown to the page body.
            aria-disabled={saving || undefined}
            aria-describedby={`${id}-updates-hint`}
            onCheckedChange={(checked) => save(checked, user.emailFrequency)}
          />
        </div>
        {shown.on ? (
          <FrequencyField
            id={`${id}-frequency`}
            value={shown.frequency}
            saving={saving}
            onChange={(value) => {
              if (value !== user.emailFrequency) save(true, value);
            }}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}

type FrequencyFieldProps = {
  id: string;
  value: EmailFrequency;
  saving: boolean;
  onChange: (frequency: EmailFrequency) => void;
};

/** 'Email Frequency': how often the digest is sent. */
function FrequencyField({ id, value, saving, onChange }: FrequencyFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email Frequency</Label>
      <Select
        value={value}
        onValueChange={(next) => {
          if (isFrequency(next)) onChange(next);
        }}
      >
        <SelectTrigger id={id} aria-disabled={saving || undefined} className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {EMAIL_FREQUENCIES.map((frequency) => (
            <SelectItem key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
