import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSaveSubscriptions } from '@/hooks/use-project-subscription';
import { projectsMetadataQueryOptions } from '@/hooks/use-projects-metadata';
import { ApiError } from '@/lib/api-client';
import { fullySelectedCategories } from '@/lib/category-selection';

/** The category step's data and choice: categories, the chosen projects, the e-mail box, save. */
export function useCategoryStep(onDone: () => void, onBusyChange: (busy: boolean) => void) {
  const metadata = useQuery(projectsMetadataQueryOptions());
  // The shared save also drops the personal feed's cached pages, built from the old list.
  const subscriptions = useSaveSubscriptions();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [subscribeToEmails, setSubscribeToEmails] = useState(false);
  const [saving, setSaving] = useState(false);
  const byCategory = metadata.data?.projects_by_category ?? {};

  const confirm = async () => {
    if (saving || !metadata.isSuccess) return;
    if (fullySelectedCategories(byCategory, selected).length === 0) {
      toast.error('No categories selected', {
        description: 'Please select at least one category to continue',
      });
      return;
    }
    setSaving(true);
    onBusyChange(true);
    try {
      await subscriptions.save([...selected].sort());
      if (subscribeToEmails) {
        // The spec's default frequency; Settings can change it later.
        await subscriptions.mutateAsync({ subscribedToEmails: true, emailFrequency: 'weekly' });
      }
      onDone();
    } catch (error) {
      // 401/403 have their own shared handler ('Session Expired'); one message is enough.
      if (error instanceof ApiError && error.isAuthError) return;
      toast.error('Failed to update preferences', {
        description: 'There was an error updating your preferences. Please try again.',
      });
    } finally {
      setSaving(false);
      onBusyChange(false);
    }
  };

  return {
    ...{ metadata, byCategory, selected, setSelected, saving, confirm },
    ...{ subscribeToEmails, setSubscribeToEmails },
  };
}
