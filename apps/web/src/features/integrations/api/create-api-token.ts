import type { CreateApiTokenRequest, CreatedApiToken } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiTokensKey, useUserId } from './integration-keys';

/** POST /users/{id}/api-tokens: the only answer that carries the token. */
export function createApiToken(
  userId: string,
  body: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  return call(endpoints.createApiToken, { params: { id: userId }, body });
}

export function useCreateApiToken() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) => createApiToken(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey(userId) }),
  });
}
