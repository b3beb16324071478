import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { Quarter } from '../lib/previous-quarter';

/**
 * The quarterly analysis of `quarter`, or null when the project has no data for it. The list of
 * quarters with data is asked first: the analysis itself answers 404 for an empty quarter, which
 * the side panel would otherwise provoke for every quiet project.
 */
export async function getQuarterSnapshot(
  owner: string,
  quarter: Quarter,
  signal?: AbortSignal,
): Promise<QuarterlyAnalysis | null> {
  const params = { owner };
  const { quarters } = await call(endpoints.quarters, { params, signal });
  if (!quarters.some((q) => q.quarter === quarter.key)) return null;
  return call(endpoints.quarterlyAnalysis, {
    params,
    body: { quarter: quarter.key, year: quarter.year },
    signal,
  });
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
