import type { AlertDelivery } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertDeliveriesKey, useUserId } from './integration-keys';

/** POST /users/{id}/alerts/{alertId}/test: queues a test message; the log tells how it went. */
export async function testAlert(userId: string, alertId: string): Promise<AlertDelivery> {
  return (await call(endpoints.testAlert, { params: { id: userId, alertId } })).delivery;
}

export function useTestAlert() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => testAlert(userId, alertId),
    onSuccess: (_delivery, alertId) =>
      queryClient.invalidateQueries({ queryKey: alertDeliveriesKey(userId, alertId) }),
  });
}
