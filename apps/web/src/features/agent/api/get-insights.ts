import type { InsightsResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const insightsKey = (userId: string) => ['insights', userId] as const;

/** POST /insights/get {userId} (spec section 7): newest analysis_date first. */
export function getInsights(userId: string, signal?: AbortSignal): Promise<InsightsResponse> {
  return call(endpoints.insights, { body: { userId }, signal });
}

export const insightsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: insightsKey(userId),
    queryFn: ({ signal }) => getInsights(userId, signal),
    // Insights are written by the daily run, not while the page is open.
    staleTime: 5 * 60_000,
  });

/** The signed-in user's insights; idle until a user id is known. */
export function useInsights(userId: string) {
  return useQuery({ ...insightsQueryOptions(userId), enabled: userId !== '' });
}
