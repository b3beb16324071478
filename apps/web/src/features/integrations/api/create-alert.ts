import type { AlertRuleRequest, CreatedAlertRule } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { alertsKey, useUserId } from './integration-keys';

/** POST /users/{id}/alerts: the answer carries the rule's signing secret, this once. */
export function createAlert(userId: string, body: AlertRuleRequest): Promise<CreatedAlertRule> {
  return call(endpoints.createAlert, { params: { id: userId }, body });
}

/** A 400 or 403 names what to fix in the form, so the form shows it instead of the shared handler. */
export function useCreateAlert() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertRuleRequest) => createAlert(userId, body),
    meta: { authErrors: 'local' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey(userId) }),
  });
}
