// Totals for feed paging. Counting a million rows on every page request costs more than the page
// itself, and the feed only changes when an analysis run writes (once a day); so totals are
// cached per filter for a short time. A total is at most one TTL behind a new analysis run.
export interface CountCache {
  get(key: string, compute: () => Promise<number>): Promise<number>;
  /** Forgets every total (after an operator command changed the feed). */
  clear(): void;
}

export function createCountCache(
  ttlMs: number,
  maxEntries = 1000,
  now: () => number = Date.now,
): CountCache {
  const entries = new Map<string, { value: Promise<number>; expires: number }>();
  return {
    async get(key, compute) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = compute();
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
