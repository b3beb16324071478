// Whether a feed item passes an alert rule's filters (issue 17, ADR 060), as the feed's own
// filters read: each list the rule names must match (AND across lists), one entry of a list is
// enough (OR within it), and the item must be at least the minimum priority. Keywords are not
// judged here: they match by keyword search's own test in the database (feed-item-search.ts), so
// a rule's keywords find exactly what a search for them finds.
import { PRIORITY_RANK, type Priority, type SignalId } from '@gitsignals/domain';

export interface AlertFilters {
  minPriority: Priority | null;
  /** Project slugs. */
  projects: readonly string[];
  /** Project categories (an item carries its project's). */
  categories: readonly string[];
  networks: readonly string[];
  signals: readonly SignalId[];
}

export interface AlertCandidate {
  projectSlug: string;
  category: string;
  networks: readonly string[];
  signals: readonly SignalId[];
  priority: Priority;
}

const lower = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase()));

/** An empty list does not narrow; a named one must share an entry with the item. */
function passes(named: readonly string[], held: readonly string[]): boolean {
  if (named.length === 0) return true;
  const wanted = lower(named);
  return held.some((value) => wanted.has(value.toLowerCase()));
}

export function passesAlertFilters(filters: AlertFilters, item: AlertCandidate): boolean {
  if (filters.minPriority && PRIORITY_RANK[item.priority] < PRIORITY_RANK[filters.minPriority]) {
    return false;
  }
  return (
    passes(filters.projects, [item.projectSlug]) &&
    passes(filters.categories, [item.category]) &&
    passes(filters.networks, item.networks) &&
    passes(filters.signals, item.signals)
  );
}
