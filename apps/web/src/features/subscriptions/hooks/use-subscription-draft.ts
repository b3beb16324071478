import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSaveSubscriptions } from '@/hooks/use-project-subscription';
import { ApiError } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { sameProjects } from '../lib/filter-categories';

/**
 * The selection on the subscriptions page: starts from the user's projectSubList, changes only on
 * screen (searching and scrolling keep it) until Update writes the whole list.
 */
export function useSubscriptionDraft() {
  const user = useCurrentUser();
  const { save, isPending } = useSaveSubscriptions();
  const [draft, setDraft] = useState<ReadonlySet<string> | null>(null);
  const saved = useMemo(() => new Set(user.data?.projectSubList ?? []), [user.data]);
  const selected = draft ?? saved;
  const dirty = draft !== null && !sameProjects(draft, saved);

  const update = async () => {
    // Spec section 5: at least one project.
    if (selected.size === 0) {
      toast.error('No projects selected', {
        description: 'Please select at least one project to subscribe to',
      });
      return;
    }
    try {
      const next = await save([...selected].sort((a, b) => a.localeCompare(b)));
      setDraft(null);
      toast.success('Subscription Updated', {
        description: `You are subscribed to ${pluralize(next.projectSubList.length, 'project')}.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthError) return;
      toast.error('Error', { description: 'Failed to update subscriptions. Please try again.' });
    }
  };

  return {
    user,
    selected,
    setSelected: (next: ReadonlySet<string>) => setDraft(next),
    dirty,
    update,
    updating: isPending,
  };
}
