// Public answers (the same for every visitor) kept in memory as the bytes sent, until the pipeline
// announces new data (ADR 043). Bounded by entries and bytes, least recently used out first, so
// arbitrary filter combinations cannot grow memory without limit. An answer computed while an
// announcement arrived is sent but not kept (it may predate the write), and nothing is kept while
// announcements cannot reach this process (`isLive` false: the PostgreSQL listener is down).
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: Buffer;
  /** Weak: the compression plugin sends other bytes for the same answer. */
  etag: string;
}

export interface PublicAnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export interface PublicAnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_LIMITS: PublicAnswerCacheLimits = {
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
};

export const etagOf = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly limits: PublicAnswerCacheLimits = DEFAULT_LIMITS,
    private readonly isLive: () => boolean = () => true,
  ) {}

  /** The answer under `key`: from memory, or `compute`d (once for concurrent callers) and kept. */
  async get(key: string, compute: () => Promise<Buffer>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits += 1;
      // Least recently used first in the map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    this.misses += 1;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const answer = compute().then((body) => ({ body, etag: etagOf(body) }));
    this.pending.set(key, answer);
    try {
      const computed = await answer;
      if (generation === this.generation && this.isLive()) this.keep(key, computed);
      return computed;
    } finally {
      if (this.pending.get(key) === answer) this.pending.delete(key);
    }
  }

  /** Forgets every answer, and any being computed (an announcement: the data changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  stats(): PublicAnswerCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, answer: CachedAnswer): void {
    const size = answer.body.length + key.length;
    // An answer bigger than the whole budget is served, never kept.
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, answer);
    this.bytes += size;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value as [string, CachedAnswer];
      this.entries.delete(oldest);
      this.bytes -= value.body.length + oldest.length;
    }
  }
}
