// A value read from the database at most once per TTL, for an answer polled often: the health
// check answers in a millisecond through the handle's ping, which skips the embedded database's
// queue (bench/health-under-load.ts); the demo import's progress must not put it back in that
// queue on every probe. The value is at most one TTL old.
export interface RecentValue<T> {
  get(): Promise<T>;
}

export function createRecentValue<T>(
  ttlMs: number,
  read: () => Promise<T>,
  // Elapsed time, not a time of day: the monotonic clock.
  elapsedMs: () => number = () => performance.now(),
): RecentValue<T> {
  let cached: { value: Promise<T>; expires: number } | undefined;
  return {
    get() {
      if (cached && cached.expires > elapsedMs()) return cached.value;
      const value = read();
      const entry = { value, expires: elapsedMs() + ttlMs };
      cached = entry;
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return value;
    },
  };
}
