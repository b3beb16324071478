// A rule's delivery log (issue 17): its last deliveries, newest first, for Settings.
import {
  findAlertRule,
  listAlertDeliveries,
  type AlertDeliveryRow,
  type Database,
} from '@gitsignals/db';
import { notFound } from '../errors';
import { RULE_NOT_FOUND } from './manage-rules';

export const DELIVERY_LOG_SIZE = 50;

export async function getDeliveryLog(
  deps: { db: Database },
  userId: string,
  ruleId: string,
): Promise<AlertDeliveryRow[]> {
  if (!(await findAlertRule(deps.db, userId, ruleId))) throw notFound(RULE_NOT_FOUND);
  return listAlertDeliveries(deps.db, ruleId, DELIVERY_LOG_SIZE);
}
