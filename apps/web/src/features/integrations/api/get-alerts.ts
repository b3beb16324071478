import type { AlertRulesResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertsKey, useUserId } from './integration-keys';

/** GET /users/{id}/alerts: the rules, how many the plan allows and where they may deliver. */
export function getAlerts(userId: string, signal?: AbortSignal): Promise<AlertRulesResponse> {
  return call(endpoints.alerts, { params: { id: userId }, signal });
}

export const alertsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: alertsKey(userId),
    queryFn: ({ signal }) => getAlerts(userId, signal),
    enabled: userId !== '',
  });

export function useAlerts() {
  return useQuery(alertsQueryOptions(useUserId()));
}
