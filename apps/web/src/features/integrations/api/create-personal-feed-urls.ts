import type { PersonalFeedUrls } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { personalFeedKey, useUserId } from './integration-keys';

/** POST /users/{id}/feed-token: new private URLs; any previous ones stop working. */
export function createPersonalFeedUrls(userId: string): Promise<PersonalFeedUrls> {
  return call(endpoints.createPersonalFeedUrls, { params: { id: userId } });
}

export function useCreatePersonalFeedUrls() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createPersonalFeedUrls(userId),
    onSuccess: (feed) => queryClient.setQueryData(personalFeedKey(userId), feed),
  });
}
