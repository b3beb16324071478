// Reads the next item of an async source while the caller works on the current one: the git
// collector parses the next batch of `git log` while the previous one is classified and stored
// (the database works in its own thread or process), instead of leaving git and the parser idle
// during every store (ADR 045). At most one item is read ahead, so memory holds two batches.

/** The items of `source`, in order, with the next one already being read. */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  // A failure of the read ahead surfaces when its item is awaited; until then it must not count
  // as unhandled (the caller may stop first).
  next.catch(() => undefined);
  let done = false;
  try {
    for (;;) {
      const result = await next;
      if (result.done) {
        done = true;
        return;
      }
      next = iterator.next();
      next.catch(() => undefined);
      yield result.value;
    }
  } finally {
    // The caller stopped early (or the store failed): let the source clean up (git is killed).
    // An async generator runs return() after the pending next() settles.
    if (!done) await iterator.return?.();
  }
}
