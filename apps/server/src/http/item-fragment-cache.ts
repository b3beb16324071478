// Feed items kept in memory as the JSON the saved list writes for them (ADR 048), so an answer of
// 200 bookmarks is assembled from bytes instead of read, mapped and stringified again. A fragment
// is the same for every user who saved the item (nothing in it depends on who asks or their plan);
// what is per user (which items, when saved) is never kept here. Each item's fragment is kept
// under its version (`updated_at`, which every rewrite of the item moves), so a changed item is
// read again; the whole memory is also emptied by ADR 043's change notices (a project renamed by
// the registry import changes its items' JSON without moving their `updated_at`). Like the public
// answers: bounded by bytes, least recently used out first; a fragment built from rows read
// before a notice arrived is not kept, and nothing is kept while notices cannot reach this
// process (`isLive` false).

export interface ItemFragmentCacheLimits {
  maxBytes: number;
}

/** ~1.8 kB per item: about 18,000 items, ninety users' full lists of 200 distinct bookmarks. */
export const DEFAULT_FRAGMENT_LIMITS: ItemFragmentCacheLimits = { maxBytes: 32 * 1024 * 1024 };

export interface ItemFragmentCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

interface KeptFragment {
  version: string;
  json: Buffer;
}

const sizeOf = (id: string, fragment: KeptFragment) =>
  id.length + fragment.version.length + fragment.json.length;

export class ItemFragmentCache {
  /** By item id: one version per item, the last one read. */
  private readonly entries = new Map<string, KeptFragment>();
  private generation = 0;
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly limits: ItemFragmentCacheLimits = DEFAULT_FRAGMENT_LIMITS,
    private readonly isLive: () => boolean = () => true,
  ) {}

  /** The fragment kept for this item at this version, if any. */
  get(id: string, version: string): Buffer | undefined {
    const kept = this.entries.get(id);
    if (!kept || kept.version !== version) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Least recently used first in the map's order.
    this.entries.delete(id);
    this.entries.set(id, kept);
    return kept.json;
  }

  /** Taken before the rows are read; `keep` refuses fragments built from rows a notice overtook. */
  mark(): number {
    return this.generation;
  }

  keep(mark: number, id: string, version: string, json: Buffer): void {
    if (mark !== this.generation || !this.isLive()) return;
    const fragment = { version, json };
    const size = sizeOf(id, fragment);
    if (size > this.limits.maxBytes) return;
    this.forget(id);
    this.entries.set(id, fragment);
    this.bytes += size;
    while (this.bytes > this.limits.maxBytes) {
      const [oldest] = this.entries.keys();
      this.forget(oldest!);
    }
  }

  /** Forgets every fragment (a change notice: the data changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): ItemFragmentCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }

  private forget(id: string): void {
    const kept = this.entries.get(id);
    if (!kept) return;
    this.entries.delete(id);
    this.bytes -= sizeOf(id, kept);
  }
}
