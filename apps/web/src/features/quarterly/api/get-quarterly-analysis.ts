import type { QuarterlyAnalysis, QuarterSummary } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getQuarterlyAnalysis(
  owner: string,
  quarter: Pick<QuarterSummary, 'quarter' | 'year'>,
  signal?: AbortSignal,
): Promise<QuarterlyAnalysis> {
  return call(endpoints.quarterlyAnalysis, {
    params: { owner },
    body: { quarter: quarter.quarter, year: quarter.year },
    signal,
  });
}

// A POST, but a read for the page: the server stores one analysis per project and quarter and
// answers the stored one until its data changes. Hence a query keyed by project and quarter.
export const quarterlyAnalysisQueryOptions = (
  owner: string,
  quarter: Pick<QuarterSummary, 'quarter' | 'year'>,
) =>
  queryOptions({
    queryKey: ['quarterly', 'analysis', owner.toLowerCase(), quarter.quarter] as const,
    queryFn: ({ signal }) => getQuarterlyAnalysis(owner, quarter, signal),
  });

/** The full quarterly analysis (POST /analysis/{owner}/quarterly); disabled until a quarter is known. */
export function useQuarterlyAnalysis(
  owner: string,
  quarter: Pick<QuarterSummary, 'quarter' | 'year'> | null,
) {
  return useQuery({
    ...quarterlyAnalysisQueryOptions(owner, quarter ?? { quarter: '', year: 0 }),
    enabled: quarter !== null,
  });
}
