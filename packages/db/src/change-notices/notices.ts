// "What the public sees has changed": the pipeline announces it after it writes feed items,
// projects or commits, and every process serving answers from memory hears it and forgets them
// (docs/decisions/043-public-answers-from-memory.md). On the embedded database one process owns
// the data (ADR 017), so the announcement stays in that process; on PostgreSQL it travels to
// every process on the database with NOTIFY (postgres-notices.ts).

export interface ChangeAnnouncer {
  /**
   * Tells every listener (this process's at once, other processes' through the database) that
   * public answers may have changed. Called after the write is committed; never throws (a lost
   * announcement is reported as a warning: the write itself stands).
   */
  announce(): Promise<void>;
}

export interface ChangeNotices extends ChangeAnnouncer {
  /** Calls `listener` on every announcement, this process's or another's; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Whether an announcement made anywhere reaches this process now. False while the PostgreSQL
   * listening connection is down: a cache must not keep answers it might not hear about.
   */
  isLive(): boolean;
  close(): Promise<void>;
}

/** Listeners of one process; what both kinds of notices deliver to. */
export class Listeners {
  private readonly listeners = new Set<() => void>();

  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  deliver(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        process.emitWarning(`A change listener failed: ${(error as Error).message}`);
      }
    }
  }
}

/** The embedded database's notices: one process owns the data, so they never leave it. */
export function inProcessChangeNotices(): ChangeNotices {
  const listeners = new Listeners();
  return {
    announce: async () => listeners.deliver(),
    subscribe: (listener) => listeners.add(listener),
    isLive: () => true,
    close: async () => {},
  };
}
