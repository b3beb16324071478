// What the contract's schema cannot check about a rule (issue 17): that the projects exist, that
// a Telegram chat is one this user linked, and that the account's plan allows the destination.
// A bad field answers 400 naming it, like the schema's own errors (`projects: Unknown project
// "x"`); what the plan does not include answers 403 subscription_required.
import type { AlertDestination } from '@gitsignals/contracts';
import {
  findTelegramChat,
  listProjectsNamed,
  type AlertRuleFields,
  type Database,
} from '@gitsignals/db';
import type { Priority, SignalId } from '@gitsignals/domain';
import { UPGRADE_MESSAGE } from '../../billing/entitlements';
import { forbidden, invalid } from '../errors';
import type { AlertPlan } from './account-plan';

/** A rule as the contract parsed it (POST and PUT bodies). */
export interface AlertRuleInput {
  name: string;
  delivery: 'instant' | 'daily';
  minPriority?: Priority | undefined;
  projects?: string[] | undefined;
  categories?: string[] | undefined;
  networks?: string[] | undefined;
  signals?: SignalId[] | undefined;
  keywords?: string[] | undefined;
  destination: AlertDestination;
}

export interface ValidateRuleDeps {
  db: Database;
}

const DESTINATION_NAMES: Record<AlertDestination['type'], string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  slack: 'Slack',
  discord: 'Discord',
  telegram: 'Telegram',
};

/** Each entry once, in the order given (case-insensitive for free text). */
const distinct = (values: string[] | undefined) => {
  const seen = new Set<string>();
  return (values ?? []).filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The projects named, as their slugs; a name or slug no project has answers 400. */
async function projectSlugsOf(db: Database, named: string[]): Promise<string[]> {
  if (named.length === 0) return [];
  const found = await listProjectsNamed(db, named);
  const bySlugOrName = new Map<string, string>();
  for (const p of found) {
    bySlugOrName.set(p.slug.toLowerCase(), p.slug);
    bySlugOrName.set(p.name.toLowerCase(), p.slug);
  }
  const unknown = named.find((n) => !bySlugOrName.has(n.toLowerCase()));
  if (unknown !== undefined) throw invalid('bad_request', `projects: Unknown project "${unknown}"`);
  return [...new Set(named.map((n) => bySlugOrName.get(n.toLowerCase())!))];
}

function checkPlan(plan: AlertPlan, destination: AlertDestination): void {
  if (plan.destinations.includes(destination.type)) return;
  const name = DESTINATION_NAMES[destination.type];
  if (destination.type === 'telegram' && plan.subscriber) {
    throw invalid(
      'bad_request',
      'destination.type: Telegram alerts are not available: the operator has set no Telegram bot',
    );
  }
  throw forbidden(
    'subscription_required',
    `${name} alerts are a premium feature; a free account can keep one e-mail alert. ${UPGRADE_MESSAGE}`,
  );
}

/** The rule's fields as stored, or a refusal naming the field. */
export async function validatedRule(
  deps: ValidateRuleDeps,
  userId: string,
  plan: AlertPlan,
  input: AlertRuleInput,
): Promise<AlertRuleFields> {
  checkPlan(plan, input.destination);
  const { destination } = input;
  if (
    destination.type === 'telegram' &&
    !(await findTelegramChat(deps.db, userId, destination.chatId))
  ) {
    throw invalid(
      'bad_request',
      'destination.chatId: This Telegram chat is not linked to your account; link it in Settings first',
    );
  }
  return {
    name: input.name,
    delivery: input.delivery,
    minPriority: input.minPriority ?? null,
    projects: await projectSlugsOf(deps.db, distinct(input.projects)),
    categories: [...new Set(input.categories ?? [])],
    networks: distinct(input.networks),
    signals: [...new Set(input.signals ?? [])],
    keywords: distinct(input.keywords),
    destination,
  };
}
