import type { InsightRun } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const insightRunKey = (userId: string) => ['insight-run', userId] as const;

/** How often the page asks while a run is queued or running. */
export const INSIGHT_RUN_POLL_MS = 1500;

/** GET /users/{id}/insights-run: the state of the user's latest insights run (ADR 041). */
export function getInsightRun(userId: string, signal?: AbortSignal): Promise<InsightRun> {
  return call(endpoints.insightRun, { params: { id: userId }, signal });
}

export const isRunPending = (run: InsightRun | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/**
 * The run's state, asked again every 1.5 s while it is queued or running and never after: the
 * page updates by itself when the run ends, without polling an idle server.
 */
export function useInsightRun(userId: string) {
  return useQuery({
    queryKey: insightRunKey(userId),
    queryFn: ({ signal }) => getInsightRun(userId, signal),
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: (query) => (isRunPending(query.state.data) ? INSIGHT_RUN_POLL_MS : false),
  });
}

/** POST /users/{id}/insights-run: asks for a run again (after a failed one). */
export function useRequestInsightRun(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.requestInsightRun, { params: { id: userId } }),
    onSuccess: (run) => queryClient.setQueryData(insightRunKey(userId), run),
  });
}
