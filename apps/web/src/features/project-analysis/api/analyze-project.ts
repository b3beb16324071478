import type { AnalyzeResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type AnalysisDays = 7 | 14;

export function analyzeProject(
  owner: string,
  days: AnalysisDays,
  signal?: AbortSignal,
): Promise<AnalyzeResponse> {
  return call(endpoints.analyzeProject, { body: { owner, days }, signal });
}

// A POST, but a read for the page: the server stores one analysis per project, window and day,
// so asking again is cheap and gives the same answer. Hence a query keyed by project and window.
export const projectAnalysisQueryOptions = (owner: string, days: AnalysisDays) =>
  queryOptions({
    queryKey: ['analysis', 'project', owner.toLowerCase(), days] as const,
    queryFn: ({ signal }) => analyzeProject(owner, days, signal),
    staleTime: 5 * 60 * 1000,
  });

/** The project analysis of the last 7 or 14 complete days (POST /analysis/analyze). */
export function useProjectAnalysis(owner: string, days: AnalysisDays) {
  return useQuery({
    ...projectAnalysisQueryOptions(owner, days),
    // Switching between 7 and 14 days keeps the previous answer on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}
