// Which feed items an alert rule matches (ADR 060): its lists and minimum priority by the pure
// filter of the analysis engine, its keywords by keyword search's own test in the database, so
// that a rule's keywords find exactly what a search for them finds.
import { passesAlertFilters } from '@gitsignals/analysis';
import {
  listFeedItemIdsHoldingKeywords,
  type AlertRuleRow,
  type Database,
  type FeedItemRow,
} from '@gitsignals/db';

type MatchedRule = Pick<
  AlertRuleRow,
  'minPriority' | 'projects' | 'categories' | 'networks' | 'signals' | 'keywords'
>;

/** The items the rule matches, in the order given. */
export async function itemsMatchingRule<
  T extends Pick<
    FeedItemRow,
    'id' | 'projectSlug' | 'category' | 'networks' | 'signals' | 'priority'
  >,
>(db: Database, rule: MatchedRule, items: readonly T[]): Promise<T[]> {
  const passing = items.filter((item) => passesAlertFilters(rule, item));
  if (rule.keywords.length === 0 || passing.length === 0) return passing;
  const holding = await listFeedItemIdsHoldingKeywords(
    db,
    passing.map((item) => item.id),
    rule.keywords,
  );
  return passing.filter((item) => holding.has(item.id));
}
