import type { DefaultFeed, User } from '@gitsignals/contracts';
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

/** The two home-feed tabs, named as on /signals. */
const FEED_LABELS: Record<DefaultFeed, string> = {
  daily: 'Daily Feeds',
  personal: 'Your Feeds',
};

function isDefaultFeed(value: string): value is DefaultFeed {
  return value === 'daily' || value === 'personal';
}

/** Feed Settings (spec section 2): which home-feed tab opens first. */
export function FeedSettingsSection({ user }: { user: User }) {
  const id = useId();
  const updateUser = useUpdateUser();
  const pending = updateUser.variables;
  const shown =
    updateUser.isPending && pending && 'defaultFeed' in pending
      ? pending.defaultFeed
      : user.defaultFeed;

  return (
    <SettingsSection id={`${id}-feed`} title="Feed Settings">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-default-feed`}>Default Feed</Label>
        <p id={`${id}-default-feed-hint`} className="text-sm text-muted-foreground">
          The tab the home feed opens on.
        </p>
        <Select
          value={shown}
          onValueChange={(value) => {
            // The trigger stays focusable while saving (aria-disabled); a second choice waits.
            if (updateUser.isPending) return;
            if (!isDefaultFeed(value) || value === user.defaultFeed) return;
            updateUser.mutate(
              { defaultFeed: value },
              {
                onSuccess: () => toast.success('Default feed updated'),
                onError: (error) => {
                  // 401/403 have their own shared handler ('Session Expired').
                  if (error instanceof ApiError && error.isAuthError) return;
                  toast.error('Failed to update preferences', {
                    description: 'There was an error updating your preferences. Please try again.',
                  });
                },
              },
            );
          }}
        >
          <SelectTrigger
            id={`${id}-default-feed`}
            aria-disabled={updateUser.isPending || undefined}
            aria-describedby={`${id}-default-feed-hint`}
            className="w-full sm:w-56"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(FEED_LABELS) as DefaultFeed[]).map((feed) => (
              <SelectItem key={feed} value={feed}>
                {FEED_LABELS[feed]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </SettingsSection>
  );
}
