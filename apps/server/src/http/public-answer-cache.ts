// Public answers (the same for every visitor) kept in memory as the bytes sent, until the pipeline
// announces new data (ADR 043). Bounded by entries and bytes, least recently used out first, so
// arbitrary filter combinations cannot grow memory without limit. An answer computed while an
// announcement arrived is sent but not kept (it may predate the write), and nothing is kept while
// announcements cannot reach this process (`isLive` false: the PostgreSQL listener is down).
import { createHash } from 'node:crypto';

/** An answer's bytes as sent without encoding, and its brotli and gzip copies when worth it. */
export interface AnswerBodies {
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

export interface CachedAnswer {
  bodies: AnswerBodies;
  /** Weak: one ETag for every encoding of the same answer. */
  etag: string;
}

const sizeOf = (bodies: AnswerBodies) =>
  bodies.identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0);

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
  /** Computations under way, so concurrent misses of one key compute it once. */
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
  async get(key: string, compute: () => Promise<AnswerBodies>): Promise<CachedAnswer> {
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
    const answer = compute().then((bodies) => ({ bodies, etag: etagOf(bodies.identity) }));
    this.pending.set(key, answer);
    try {
      const computed = await answer;
      if (generation === this.generation && this.isLive()) this.keep(key, computed);
      return computed;
    } finally {
      if (this.pending.get(key) === answer) this.pending.delete(key);
    }
  }

  /** Whether answers are kept now (false while change notices cannot reach this process). */
  get keeping(): boolean {
    return this.isLive();
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
    const size = sizeOf(answer.bodies) + key.length;
    // An answer bigger than the whole budget is served, never kept.
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, answer);
    this.bytes += size;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value as [string, CachedAnswer];
      this.entries.delete(oldest);
      this.bytes -= sizeOf(value.bodies) + oldest.length;
    }
  }
}
