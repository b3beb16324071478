import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import type { Quarter } from '../lib/previous-quarter';

/** The quarterly analysis, or null when the quarter has none (the API answers 404). */
export async function getQuarterSnapshot(
  owner: string,
  quarter: Quarter,
  signal?: AbortSignal,
): Promise<QuarterlyAnalysis | null> {
  try {
    return await api.post<QuarterlyAnalysis>(
      `/analysis/${encodeURIComponent(owner)}/quarterly`,
      { quarter: quarter.key, year: quarter.year },
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const quarterSnapshotQueryOptions = (owner: string, quarter: Quarter) =>
  queryOptions({
    queryKey: ['analysis', 'quarterly', owner.toLowerCase(), quarter.key] as const,
    queryFn: ({ signal }) => getQuarterSnapshot(owner, quarter, signal),
    staleTime: 5 * 60 * 1000,
  });

/** The side panel's quarter: metrics, milestones, priorities and repositories. */
export function useQuarterSnapshot(owner: string, quarter: Quarter) {
  return useQuery(quarterSnapshotQueryOptions(owner, quarter));
}
