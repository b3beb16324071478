// Keyword rules of the search (spec section 5): what the chips input accepts, how the `q`
// parameter reads and writes, and when two keyword lists count as the same saved search.

/** How keywords compare: search is case-insensitive, so 'Oracle' and 'oracle' are one keyword. */
function keyOf(keyword: string): string {
  return keyword.trim().toLocaleLowerCase('en-US');
}

/**
 * Enter adds the typed text as a keyword: trimmed, non-empty and not already listed (in any
 * letter case). A comma separates keywords in the URL, so text with commas adds one keyword per
 * part; that keeps the chips and `?q=` the same after a reload. Returns the same array when
 * nothing was added, so callers can tell.
 */
export function addKeywords(list: readonly string[], typed: string): readonly string[] {
  let next = list;
  for (const part of typed.split(',')) {
    const keyword = part.trim();
    if (!keyword) continue;
    if (next.some((existing) => keyOf(existing) === keyOf(keyword))) continue;
    next = [...next, keyword];
  }
  return next;
}

export function removeKeyword(list: readonly string[], keyword: string): string[] {
  return list.filter((existing) => existing !== keyword);
}

/** `?q=kw1,kw2`: comma-separated, trimmed, empties (and repeats) dropped. */
export function parseKeywordsParam(q: string | null | undefined): string[] {
  return [...addKeywords([], q ?? '')];
}

/** The search page address for a keyword list; commas stay readable, keywords are encoded. */
export function searchPath(keywords: readonly string[]): string {
  if (keywords.length === 0) return '/search';
  return `/search?q=${keywords.map((k) => encodeURIComponent(k)).join(',')}`;
}

/** Spec section 4: the same keyword set means the same length and the same members. */
export function isSameKeywordSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const members = new Set(a.map(keyOf));
  if (members.size !== new Set(b.map(keyOf)).size) return false;
  return b.every((keyword) => members.has(keyOf(keyword)));
}

/** Whether one of the saved searches already holds this keyword set. */
export function isKeywordSetSaved(
  saved: readonly { keywords: readonly string[] }[],
  keywords: readonly string[],
): boolean {
  return saved.some((search) => isSameKeywordSet(search.keywords, keywords));
}
