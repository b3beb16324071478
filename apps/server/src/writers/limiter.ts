// How many model calls a process makes at once (LLM_CONCURRENCY): the writer's days and the
// classifier's batches each wait their turn in one of these.

/** Runs at most `n` tasks at a time; the others wait in order. */
export function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
