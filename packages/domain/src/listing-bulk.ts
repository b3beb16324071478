// Token listings that came in bulk (ADR 036). A token-list repository's history dates each token
// by the commit that first put it in the list; two kinds of commit put many tokens in at once,
// and a listing from one says so and sorts after the tokens added one by one:
// - 'first_version': the list's first readable version. Its tokens were not listed that day: they
//   are "in the list since its first version".
// - 'batch': a later commit that adds BULK_ADDITION_MIN_TOKENS tokens or more at once (a new
//   chain's file, a hundred tokenized stocks). The date is real, but one commit alone would fill
//   the first page of listings, which is where readers look for what was listed lately.

export const LISTING_BULK_KINDS = ['first_version', 'batch'] as const;
export type ListingBulkKind = (typeof LISTING_BULK_KINDS)[number];

/** A commit adding this many tokens or more is a batch: one page of listings (30) or more. */
export const BULK_ADDITION_MIN_TOKENS = 30;

/** The label a bulk listing carries; `tokens` is how many the commit added, this one included. */
export function listingBulkLabel(kind: ListingBulkKind, tokens: number): string {
  if (kind === 'first_version') return 'In the list since its first version';
  const others = tokens - 1;
  return `Added with ${others.toLocaleString('en-US')} other token${others === 1 ? '' : 's'} in one commit`;
}
