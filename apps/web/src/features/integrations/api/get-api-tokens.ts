import type { ApiToken } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiTokensKey, useUserId } from './integration-keys';

/** GET /users/{id}/api-tokens: name, preview and times of each token; never the token itself. */
export async function getApiTokens(userId: string, signal?: AbortSignal): Promise<ApiToken[]> {
  return (await call(endpoints.apiTokens, { params: { id: userId }, signal })).tokens;
}

export function useApiTokens() {
  const userId = useUserId();
  return useQuery({
    queryKey: apiTokensKey(userId),
    queryFn: ({ signal }) => getApiTokens(userId, signal),
    enabled: userId !== '',
  });
}
