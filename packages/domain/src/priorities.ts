// The priority of a feed item (spec section 9; signals.md "Priority"): high, medium or low.

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Spec section 9: priority ranks high 3, medium 2, low 1 (the feeds' first sort key). */
export const PRIORITY_RANK: Readonly<Record<Priority, number>> = { high: 3, medium: 2, low: 1 };
