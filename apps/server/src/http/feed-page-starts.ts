// Where the pages of a feed start (ADR 051): each page read tells which item the page starts with
// and which item the next one does, so the next read of that page, or of any later one, is sought
// from there in the feed-order index instead of counting past every item before it. A reader who
// scrolls a feed asks for pages 1, 2, 3, … in turn, each now as cheap as the first.
//
// A feed is one filter (and, for a personal feed, one user and version of their subscription
// list) at one page size. What is kept is only valid while the feed is unchanged, so, like the
// public answers (ADR 043), the memory is emptied by the pipeline's change notices, positions read
// before a notice arrived are not kept, and nothing is used while notices cannot reach this
// process (`isLive` false). A page then starts exactly where `offset` would start it.
import type { FeedPosition } from '@gitsignals/db';

export interface FeedPageStartLimits {
  /** Feeds remembered, least recently used out first. */
  maxFeeds: number;
  /** Pages remembered per feed; a feed read past them is sought from its last remembered page. */
  maxPagesPerFeed: number;
}

/** ~150 bytes a page: at most ~150 MB, in practice a few MB (most readers stop within 5 pages). */
export const DEFAULT_PAGE_START_LIMITS: FeedPageStartLimits = {
  maxFeeds: 10_000,
  maxPagesPerFeed: 100,
};

export interface KnownPageStart {
  page: number;
  start: FeedPosition;
}

export class FeedPageStarts {
  /** By feed key, then by page number. */
  private readonly feeds = new Map<string, Map<number, FeedPosition>>();
  private generation = 0;

  constructor(
    private readonly limits: FeedPageStartLimits = DEFAULT_PAGE_START_LIMITS,
    private readonly isLive: () => boolean = () => true,
  ) {}

  /** The start of `page` or of the nearest page before it that is known, if any. */
  nearest(feed: string, page: number): KnownPageStart | undefined {
    if (!this.isLive()) return undefined;
    const starts = this.feeds.get(feed);
    if (!starts) return undefined;
    this.feeds.delete(feed);
    this.feeds.set(feed, starts);
    let best: number | undefined;
    for (const known of starts.keys()) {
      if (known <= page && (best === undefined || known > best)) best = known;
    }
    return best === undefined ? undefined : { page: best, start: starts.get(best)! };
  }

  /** Taken before a page is read; `keep` refuses positions a change notice overtook. */
  mark(): number {
    return this.generation;
  }

  keep(mark: number, feed: string, page: number, start: FeedPosition): void {
    if (mark !== this.generation || !this.isLive()) return;
    let starts = this.feeds.get(feed);
    if (!starts) {
      starts = new Map();
      if (this.feeds.size >= this.limits.maxFeeds) {
        const [oldest] = this.feeds.keys();
        this.feeds.delete(oldest!);
      }
    }
    this.feeds.delete(feed);
    this.feeds.set(feed, starts);
    if (!starts.has(page) && starts.size >= this.limits.maxPagesPerFeed) return;
    starts.set(page, start);
  }

  /** Forgets every position (a change notice: the feed changed). */
  clear(): void {
    this.generation += 1;
    this.feeds.clear();
  }

  get size(): { feeds: number; pages: number } {
    let pages = 0;
    for (const starts of this.feeds.values()) pages += starts.size;
    return { feeds: this.feeds.size, pages };
  }
}
