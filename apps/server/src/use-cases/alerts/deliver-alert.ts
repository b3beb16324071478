// One attempt at a recorded delivery (issue 17, ADR 060), run by the deliver job. At least once:
// the row becomes `delivered` only after the receiver accepted it (2xx), and a delivered row is
// never sent again. A failure that may pass (5xx, timeout, 429) is retried by the queue with
// back-off for 24 hours; one that cannot (a refused address, a 4xx) fails at once. After
// PAUSE_AFTER_FAILURES rule deliveries in a row failed for good, the rule is paused and its owner
// told by e-mail. Test sends neither count towards that nor reset it, and go even to a paused
// rule: the owner asked for them.
import {
  findAlertDelivery,
  findAlertRuleForDelivery,
  markAlertDeliveryAttempt,
  markAlertDeliveryFailed,
  markAlertRuleDelivered,
  markAlertRuleFailed,
  markAlertRulePaused,
} from '@gitsignals/db';
import type { SendOutcome } from '../../alert-channels/channel';
import { alertPausedNotice } from '../../mail/templates/alert-paused';
import { alertMessageOf, settingsUrlOf } from './alert-message';
import type { AlertDeliveryDeps } from './deps';

/** Rule deliveries that failed for good in a row before the server pauses the rule. */
export const PAUSE_AFTER_FAILURES = 5;
/** How long a delivery keeps being retried after it was recorded. */
export const RETRY_WINDOW_MS = 24 * 3600 * 1000;

export type DeliverOutcome =
  /** Sent, or nothing to do (delivered before, rule gone). */
  | 'delivered'
  | 'skipped'
  /** Failed, and worth another attempt: the job throws so the queue retries it. */
  | 'retry'
  | 'failed';

export const pausedReasonOf = (error: string | null) =>
  `Paused after ${PAUSE_AFTER_FAILURES} failed deliveries: ${error ?? 'no answer'}`;

/** Counts a failure for good against the rule; pauses it (and says so) at the threshold. */
async function countFailure(
  deps: AlertDeliveryDeps,
  rule: { id: string; name: string; ownerEmail: string; ownerName: string },
  error: string | null,
): Promise<void> {
  const failures = await markAlertRuleFailed(deps.db, rule.id);
  if (failures < PAUSE_AFTER_FAILURES) return;
  const reason = pausedReasonOf(error);
  // Only the attempt that paused it writes: later failures of a paused rule send no more mail.
  if (!(await markAlertRulePaused(deps.db, rule.id, reason, deps.now()))) return;
  await deps.mailer.send(
    alertPausedNotice({
      to: rule.ownerEmail,
      name: rule.ownerName,
      ruleName: rule.name,
      reason,
      settingsUrl: settingsUrlOf(deps.publicUrl),
    }),
  );
}

export async function deliverAlert(
  deps: AlertDeliveryDeps,
  deliveryId: string,
  options: { lastAttempt: boolean },
): Promise<DeliverOutcome> {
  const { db } = deps;
  const delivery = await findAlertDelivery(db, deliveryId);
  if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed')
    return 'skipped';
  const rule = await findAlertRuleForDelivery(db, delivery.ruleId);
  if (!rule) return 'skipped';
  const counts = delivery.kind !== 'test';
  if (counts && rule.status === 'paused') {
    await markAlertDeliveryFailed(db, delivery.id, 'Not sent: the rule is paused');
    return 'skipped';
  }
  const message = await alertMessageOf(deps, rule, delivery);
  const outcome: SendOutcome =
    message.items.length > 0
      ? await deps.sendAlert(
          { destination: rule.destination, secret: rule.secret, email: rule.ownerEmail },
          message,
        )
      : {
          ok: false,
          responseCode: null,
          latencyMs: 0,
          error: 'The feed item is no longer in the feed',
          retryable: false,
        };
  const at = deps.now();
  const young = at.getTime() - delivery.createdAt.getTime() < RETRY_WINDOW_MS;
  const status = outcome.ok
    ? 'delivered'
    : outcome.retryable && young && !options.lastAttempt
      ? 'retrying'
      : 'failed';
  const attempt = {
    at,
    status,
    latencyMs: Math.round(outcome.latencyMs),
    responseCode: outcome.responseCode,
    error: outcome.ok ? null : outcome.error,
  } as const;
  // Another attempt recorded it first (a retry of a job taken for lost): nothing more to do.
  if (!(await markAlertDeliveryAttempt(db, delivery.id, attempt))) return 'skipped';
  if (status === 'delivered') {
    if (counts) await markAlertRuleDelivered(db, rule.id, at);
    return 'delivered';
  }
  if (status === 'retrying') return 'retry';
  if (counts) await countFailure(deps, rule, outcome.error);
  return 'failed';
}
