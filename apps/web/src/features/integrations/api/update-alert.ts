import type { AlertRule, UpdateAlertRuleRequest } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertsKey, useUserId } from './integration-keys';

/** PUT /users/{id}/alerts/{alertId}: the whole rule again (edit), or with `paused` (pause/resume). */
export function updateAlert(
  userId: string,
  alertId: string,
  body: UpdateAlertRuleRequest,
): Promise<AlertRule> {
  return call(endpoints.updateAlert, { params: { id: userId, alertId }, body });
}

export type UpdateAlertInput = { alertId: string; body: UpdateAlertRuleRequest };

export function useUpdateAlert() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, body }: UpdateAlertInput) => updateAlert(userId, alertId, body),
    meta: { authErrors: 'local' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey(userId) }),
  });
}
