import type { AlertDelivery } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertDeliveriesKey, useUserId } from './integration-keys';

/** GET /users/{id}/alerts/{alertId}/deliveries: the rule's delivery log, newest first. */
export async function getAlertDeliveries(
  userId: string,
  alertId: string,
  signal?: AbortSignal,
): Promise<AlertDelivery[]> {
  return (await call(endpoints.alertDeliveries, { params: { id: userId, alertId }, signal }))
    .deliveries;
}

/** While a test delivery is on its way, the log is read again every 2 s until it settles. */
export const DELIVERY_POLL_MS = 2000;

/** The delivery `id` of the log, once it has an outcome (anything but pending); else undefined. */
export function settledDelivery(
  log: readonly AlertDelivery[] | undefined,
  id: string | null,
): AlertDelivery | undefined {
  const delivery = log?.find((entry) => entry.id === id);
  return delivery && delivery.status !== 'pending' ? delivery : undefined;
}

/** The log; `awaiting` names a delivery (a test just sent) to poll for until it has an outcome. */
export function useAlertDeliveries(
  alertId: string,
  options: { enabled: boolean; awaiting: string | null },
) {
  const userId = useUserId();
  const { awaiting } = options;
  return useQuery({
    queryKey: alertDeliveriesKey(userId, alertId),
    queryFn: ({ signal }) => getAlertDeliveries(userId, alertId, signal),
    enabled: (options.enabled || awaiting !== null) && userId !== '',
    // A log is only worth opening fresh: what was delivered a minute ago matters.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      awaiting !== null && !settledDelivery(query.state.data, awaiting) ? DELIVERY_POLL_MS : false,
  });
}
