// Turns stored alert rules and deliveries into the alert API's shapes (packages/contracts alerts.ts).
import type { AlertDelivery, AlertRule, AlertRulesResponse } from '@gitsignals/contracts';
import type { AlertDeliveryRow, AlertRuleRow } from '@gitsignals/db';
import type { AlertRulesOfUser } from '../../use-cases/alerts/manage-rules';
import { toIso } from './feed-item';

export function presentAlertRule(row: AlertRuleRow): AlertRule {
  return {
    id: row.id,
    name: row.name,
    delivery: row.delivery,
    minPriority: row.minPriority,
    projects: row.projects,
    categories: row.categories,
    networks: row.networks,
    signals: row.signals,
    keywords: row.keywords,
    destination: row.destination,
    status: row.status,
    pausedReason: row.pausedReason,
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
    lastDeliveryAt: toIso(row.lastDeliveryAt),
  };
}

export function presentAlertRules(list: AlertRulesOfUser): AlertRulesResponse {
  return {
    alerts: list.rules.map(presentAlertRule),
    limit: list.plan.limit,
    destinations: list.plan.destinations,
    telegram: list.telegram,
  };
}

export function presentAlertDelivery(row: AlertDeliveryRow): AlertDelivery {
  return {
    id: row.id,
    kind: row.kind,
    itemIds: row.itemIds,
    title: row.title,
    createdAt: toIso(row.createdAt)!,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: toIso(row.lastAttemptAt),
    deliveredAt: toIso(row.deliveredAt),
    latencyMs: row.latencyMs,
    responseCode: row.responseCode,
    error: row.error,
  };
}
