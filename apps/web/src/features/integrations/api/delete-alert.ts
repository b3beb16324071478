import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertsKey, useUserId } from './integration-keys';

/** DELETE /users/{id}/alerts/{alertId} */
export async function deleteAlert(userId: string, alertId: string): Promise<void> {
  await call(endpoints.deleteAlert, { params: { id: userId, alertId } });
}

export function useDeleteAlert() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => deleteAlert(userId, alertId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey(userId) }),
  });
}
