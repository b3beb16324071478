import { useState } from 'react';

export type FeedTab = 'daily' | 'personal';

/** Spec section 9: the default defaultFeed is daily. */
export const DEFAULT_FEED_TAB: FeedTab = 'daily';

export function isFeedTab(value: string): value is FeedTab {
  return value === 'daily' || value === 'personal';
}

/**
 * Spec section 2: the default tab follows the user's defaultFeed setting and resets when that
 * setting changes. A tab the reader picks is remembered only against the setting it was picked
 * under, so a new setting wins without an effect that would flash the old tab first.
 */
export function useFeedTab(defaultFeed: FeedTab): [FeedTab, (tab: FeedTab) => void] {
  const [chosen, setChosen] = useState<{ under: FeedTab; tab: FeedTab } | null>(null);
  const tab = chosen && chosen.under === defaultFeed ? chosen.tab : defaultFeed;
  return [tab, (next) => setChosen({ under: defaultFeed, tab: next })];
}
