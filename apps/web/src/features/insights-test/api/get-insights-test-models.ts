import type { InsightsTestModel, InsightsTestModelsResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /feeds/insights/models: which models this server can run (ADR 041). */
export function getInsightsTestModels(signal?: AbortSignal): Promise<InsightsTestModelsResponse> {
  return call(endpoints.insightsTestModels, { signal });
}

/**
 * The models this server has not enabled, once known (subscribers only; idle otherwise). Until
 * then, or when the answer fails, none is marked: the server still says so for a prompt.
 */
export function useDisabledModels(enabled: boolean): ReadonlySet<InsightsTestModel> {
  const query = useQuery({
    queryKey: ['insights-test', 'models'],
    queryFn: ({ signal }) => getInsightsTestModels(signal),
    enabled,
  });
  return new Set(query.data?.models.filter((m) => !m.enabled).map((m) => m.model) ?? []);
}
