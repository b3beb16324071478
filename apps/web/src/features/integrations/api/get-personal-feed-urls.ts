import type { PersonalFeedUrls } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { personalFeedKey, useUserId } from './integration-keys';

/** GET /users/{id}/feed-token: the private Atom and RSS URLs, or null before one is made. */
export async function getPersonalFeedUrls(
  userId: string,
  signal?: AbortSignal,
): Promise<PersonalFeedUrls | null> {
  return (await call(endpoints.personalFeedUrls, { params: { id: userId }, signal })).feed;
}

export function usePersonalFeedUrls() {
  const userId = useUserId();
  return useQuery({
    queryKey: personalFeedKey(userId),
    queryFn: ({ signal }) => getPersonalFeedUrls(userId, signal),
    enabled: userId !== '',
  });
}
