import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { personalFeedKey, useUserId } from './integration-keys';

/** DELETE /users/{id}/feed-token: the private URLs answer 404 from now on. */
export async function revokePersonalFeedUrls(userId: string): Promise<void> {
  await call(endpoints.revokePersonalFeedUrls, { params: { id: userId } });
}

export function useRevokePersonalFeedUrls() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokePersonalFeedUrls(userId),
    onSuccess: () => queryClient.setQueryData(personalFeedKey(userId), null),
  });
}
