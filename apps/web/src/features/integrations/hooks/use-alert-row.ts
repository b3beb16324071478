import type { AlertRule } from '@gitsignals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useDeleteAlert } from '../api/delete-alert';
import { settledDelivery, useAlertDeliveries } from '../api/get-alert-deliveries';
import { alertsKey, useUserId } from '../api/integration-keys';
import { useTestAlert } from '../api/test-alert';
import { useUpdateAlert } from '../api/update-alert';
import { requestOfRule } from '../lib/alert-form-values';

/** Once a test delivery has an outcome: say it, and read the rules again (their last delivery). */
function useTestOutcome(
  rule: AlertRule,
  log: ReturnType<typeof useAlertDeliveries>,
  id: string | null,
) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const told = useRef<string | null>(null);
  const outcome = settledDelivery(log.data, id);
  useEffect(() => {
    if (!outcome || told.current === outcome.id) return;
    told.current = outcome.id;
    void queryClient.invalidateQueries({ queryKey: alertsKey(userId) });
    if (outcome.status === 'delivered') {
      toast.success('Test delivered', { description: `“${rule.name}” reached its destination.` });
    } else {
      // A test is not worth a day of retries: its first failure is the answer.
      toast.error('Test delivery failed', {
        description:
          outcome.error ?? `The destination answered ${outcome.responseCode ?? 'nothing'}.`,
      });
    }
  }, [outcome, queryClient, userId, rule.name]);
  return id !== null && !outcome;
}

/**
 * A rule's row: pause or resume, send a test and follow it in the log until the receiver has
 * answered, open the log, delete after a confirmation.
 */
export function useAlertRow(rule: AlertRule) {
  const [logOpen, setLogOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  /** The last test delivery sent from this row; the log is polled until it has an outcome. */
  const [testId, setTestId] = useState<string | null>(null);
  const update = useUpdateAlert();
  const test = useTestAlert();
  const remove = useDeleteAlert();
  const deliveries = useAlertDeliveries(rule.id, { enabled: logOpen, awaiting: testId });
  const awaitingTest = useTestOutcome(rule, deliveries, testId);

  const togglePause = () => {
    if (update.isPending) return;
    const paused = rule.status === 'active';
    update.mutate(
      { alertId: rule.id, body: { ...requestOfRule(rule), paused } },
      {
        onSuccess: () => toast.success(paused ? 'Alert paused' : 'Alert resumed'),
        onError: (error) =>
          toast.error(paused ? 'Failed to pause the alert' : 'Failed to resume the alert', {
            description: error.message,
          }),
      },
    );
  };

  const sendTest = () => {
    if (test.isPending || awaitingTest) return;
    test.mutate(rule.id, {
      onSuccess: (delivery) => {
        toast.success('Test sent', { description: 'The delivery log shows how it went.' });
        setTestId(delivery.id);
        setLogOpen(true);
      },
      onError: (error) => toast.error('Failed to send a test', { description: error.message }),
    });
  };

  const confirmDelete = () => {
    if (remove.isPending) return;
    // mutateAsync: the row is gone once the list is read again, the toast must still come.
    remove.mutateAsync(rule.id).then(
      () => toast.success('Alert deleted', { description: rule.name }),
      (error: Error) => toast.error('Failed to delete the alert', { description: error.message }),
    );
  };

  return {
    logOpen,
    toggleLog: () => setLogOpen((open) => !open),
    deliveries,
    togglePause,
    pausing: update.isPending,
    sendTest,
    testing: test.isPending || awaitingTest,
    confirmingDelete,
    setConfirmingDelete,
    confirmDelete,
    deleting: remove.isPending,
  };
}
