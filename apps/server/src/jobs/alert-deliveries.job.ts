// The alert queues' adapters (issue 17, ADR 060): their names, payloads, retry schedule, and how
// an outcome reads to pg-boss. The work is the alerts use cases; scheduler.ts creates the queues.
import { z } from 'zod';
import { deliverAlert } from '../use-cases/alerts/deliver-alert';
import type { AlertDeliveryDeps } from '../use-cases/alerts/deps';
import { matchNewItems } from '../use-cases/alerts/match-new-items';
import { queueDailyAlerts } from '../use-cases/alerts/queue-daily-alerts';

/** The items an analysis wrote, matched against the instant rules. */
export const ALERTS_MATCH_JOB = 'alerts.match';
/** One attempt at one recorded delivery. */
export const ALERTS_DELIVER_JOB = 'alerts.deliver';
/** The previous UTC day's daily alerts. */
export const ALERTS_DAILY_JOB = 'alerts.daily';

/** Minute 20 of every hour, UTC: the day's alerts go out soon after it ends, and after downtime. */
export const ALERTS_DAILY_CRON = '20 * * * *';

/**
 * Retries of a delivery whose receiver failed in a way that may pass: the first after 30–60 s,
 * each next one twice as long, at most an hour apart (pg-boss's back-off with jitter): about
 * 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly. Thirty retries outlast the 24 hours a delivery is
 * retried for (RETRY_WINDOW_MS); the attempt past them records the failure for good.
 */
export const DELIVERY_RETRY_DELAY_SECONDS = 30;
export const DELIVERY_RETRY_DELAY_MAX_SECONDS = 3600;
export const DELIVERY_RETRY_LIMIT = 30;

/** Item ids per match job: an analysis of a long history is matched in parts. */
export const MATCH_BATCH = 500;

export const alertsMatchPayloadSchema = z.object({ itemIds: z.array(z.string()).min(1) });
export const alertsDeliverPayloadSchema = z.object({ deliveryId: z.string().min(1) });

export async function runAlertsMatchJob(deps: AlertDeliveryDeps, data: unknown) {
  const { itemIds } = alertsMatchPayloadSchema.parse(data);
  return matchNewItems(deps, itemIds);
}

export async function runAlertsDailyJob(deps: AlertDeliveryDeps) {
  return queueDailyAlerts(deps);
}

/**
 * One attempt; throws while the delivery should be tried again, so the queue retries it with
 * back-off. `lastAttempt`: the queue has no retry left, the failure is recorded for good.
 */
export async function runAlertsDeliverJob(
  deps: AlertDeliveryDeps,
  data: unknown,
  lastAttempt: boolean,
) {
  const { deliveryId } = alertsDeliverPayloadSchema.parse(data);
  const outcome = await deliverAlert(deps, deliveryId, { lastAttempt });
  if (outcome === 'retry')
    throw new Error(`alert delivery ${deliveryId} failed; retried with back-off`);
  return { deliveryId, outcome };
}
