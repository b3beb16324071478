import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiTokensKey, useUserId } from './integration-keys';

/** DELETE /users/{id}/api-tokens/{tokenId}: the token stops working at once. */
export async function deleteApiToken(userId: string, tokenId: string): Promise<void> {
  await call(endpoints.deleteApiToken, { params: { id: userId, tokenId } });
}

export function useDeleteApiToken() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => deleteApiToken(userId, tokenId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey(userId) }),
  });
}
