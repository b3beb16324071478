// A user's alert rules (issue 17): list them with what the plan allows, create one (its signing
// secret answered this once), rewrite or pause one, delete one.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  deleteAlertRule,
  findAlertRule,
  insertAlertRule,
  listAlertRules,
  setAlertRule,
  type AlertRuleRow,
} from '@gitsignals/db';
import { UPGRADE_MESSAGE } from '../../billing/entitlements';
import { forbidden, notFound } from '../errors';
import { alertPlanOf, type AlertPlan, type TelegramAvailability } from './account-plan';
import type { AlertRuleDeps } from './deps';
import { validatedRule, type AlertRuleInput } from './validate-rule';

export const RULE_NOT_FOUND = 'Alert rule not found';

/** whsec_ and 32 random bytes: the HMAC key of the rule's signed deliveries (ADR 062). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export interface AlertRulesOfUser {
  rules: AlertRuleRow[];
  plan: AlertPlan;
  telegram: TelegramAvailability;
}

export async function getAlertRules(
  deps: AlertRuleDeps,
  userId: string,
): Promise<AlertRulesOfUser> {
  return {
    rules: await listAlertRules(deps.db, userId),
    plan: await alertPlanOf(deps, userId),
    telegram: await deps.telegram(),
  };
}

function limitRefusal(plan: AlertPlan) {
  if (!plan.subscriber) {
    return forbidden(
      'subscription_required',
      `A free account can keep one alert rule. ${UPGRADE_MESSAGE}`,
    );
  }
  return forbidden(
    'alert_rule_limit',
    `You can keep at most ${plan.limit} alert rules. Delete one to add another.`,
  );
}

export async function createAlertRule(
  deps: AlertRuleDeps,
  userId: string,
  input: AlertRuleInput,
): Promise<AlertRuleRow & { secret: string }> {
  const plan = await alertPlanOf(deps, userId);
  const fields = await validatedRule(deps, userId, plan, input);
  const secret = newSecret();
  const result = await insertAlertRule(
    deps.db,
    { ...fields, id: randomUUID(), userId, secret, createdAt: deps.now() },
    plan.limit,
  );
  if (!result.ok) throw limitRefusal(plan);
  return { ...result.rule, secret };
}

/**
 * Rewrites a rule. A free account keeps the rules it made while subscribed as they are, but can
 * change them only within its plan (a webhook rule back to e-mail, say); it may still pause,
 * resume or delete any of them.
 */
export async function updateAlertRule(
  deps: AlertRuleDeps,
  userId: string,
  ruleId: string,
  input: AlertRuleInput & { paused?: boolean | undefined },
): Promise<AlertRuleRow> {
  const current = await findAlertRule(deps.db, userId, ruleId);
  if (!current) throw notFound(RULE_NOT_FOUND);
  const plan = await alertPlanOf(deps, userId);
  const unchangedDestination =
    JSON.stringify(current.destination) === JSON.stringify(input.destination);
  // A rule made on a plan since ended may keep its destination: only a new one is checked.
  const allowed = unchangedDestination
    ? { ...plan, destinations: [...plan.destinations, input.destination.type] }
    : plan;
  const fields = await validatedRule(deps, userId, allowed, input);
  const updated = await setAlertRule(deps.db, userId, ruleId, {
    ...fields,
    paused: input.paused,
    updatedAt: deps.now(),
  });
  if (!updated) throw notFound(RULE_NOT_FOUND);
  return updated;
}

export async function removeAlertRule(
  deps: Pick<AlertRuleDeps, 'db'>,
  userId: string,
  ruleId: string,
): Promise<void> {
  if (!(await deleteAlertRule(deps.db, userId, ruleId))) throw notFound(RULE_NOT_FOUND);
}
