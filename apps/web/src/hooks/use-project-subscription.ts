import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { USER_FEEDS_KEY } from '@/lib/query-keys';
import { useCurrentUser, useUpdateUser } from './use-current-user';

/**
 * PUT /user/{id} {projectSubList} with the whole new list (spec section 4: toggling rewrites the
 * whole list). The personal feed is built from that list, so its cached pages are dropped.
 */
export function useSaveSubscriptions() {
  const queryClient = useQueryClient();
  const update = useUpdateUser();
  return {
    ...update,
    save: (projectSubList: readonly string[]) =>
      update.mutateAsync({ projectSubList: [...projectSubList] }).then(async (user) => {
        await queryClient.invalidateQueries({ queryKey: USER_FEEDS_KEY });
        return user;
      }),
  };
}

/** Subscribe / Subscribed for one project (feed detail): its state and a toggle with toasts. */
export function useProjectSubscription(project: string) {
  const user = useCurrentUser();
  const { save, isPending } = useSaveSubscriptions();
  const list = user.data?.projectSubList ?? [];
  const subscribed = list.includes(project);

  const toggle = async () => {
    if (!user.data) return;
    const next = subscribed ? list.filter((name) => name !== project) : [...list, project];
    try {
      await save(next);
      if (subscribed)
        toast.success('Unsubscribed', {
          description: `You will no longer see ${project} in Your Feeds.`,
        });
      else toast.success('Subscribed', { description: `${project} now appears in Your Feeds.` });
    } catch (error) {
      // 401/403 have their own shared handler ('Session Expired').
      if (error instanceof ApiError && error.isAuthError) return;
      toast.error('Error', {
        description: subscribed
          ? `Failed to unsubscribe from ${project}. Please try again.`
          : `Failed to subscribe to ${project}. Please try again.`,
      });
    }
  };

  return { subscribed, toggle, isPending, isReady: user.data !== undefined };
}
