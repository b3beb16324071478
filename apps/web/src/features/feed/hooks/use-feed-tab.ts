import { useState } from 'react';

export type FeedTab = 'daily' | 'personal';

/** Spec section 9: the default defaultFeed is daily. */
export const DEFAULT_FEED_TAB: FeedTab = 'daily';

export function isFeedTab(value: string): value is FeedTab {
  return value === 'daily' || value === 'personal';
}

/**
 * Spec section 2: the default tab follows the user's defaultFeed setting and resets when that
 * setting changes (to any value, also back to an earlier one). The reset happens during render
 * (React's "adjust state when a prop changes"), so the old tab never flashes first.
 */
export function useFeedTab(defaultFeed: FeedTab): [FeedTab, (tab: FeedTab) => void] {
  const [state, setState] = useState({ under: defaultFeed, tab: defaultFeed });
  if (state.under !== defaultFeed) setState({ under: defaultFeed, tab: defaultFeed });
  const tab = state.under === defaultFeed ? state.tab : defaultFeed;
  return [tab, (next) => setState({ under: defaultFeed, tab: next })];
}
