// The memory of where feed pages start (ADR 051): the nearest known page at or before the one
// asked, bounded in feeds and pages, emptied by a change notice, refusing what a notice overtook,
// and unused while notices cannot arrive.
import type { FeedPosition } from '@gitsignals/db';
import { describe, expect, it } from 'vitest';
import { FeedPageStarts } from '../src/http/feed-page-starts';

const at = (n: number): FeedPosition => ({
  priorityRank: 3,
  analysisDate: '2026-11-20',
  id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
});

const limits = { maxFeeds: 2, maxPagesPerFeed: 3 };

describe('FeedPageStarts', () => {
  it('answers the nearest known page at or before the one asked', () => {
    const starts = new FeedPageStarts(limits);
    const mark = starts.mark();
    starts.keep(mark, 'feed', 2, at(2));
    starts.keep(mark, 'feed', 5, at(5));
    expect(starts.nearest('feed', 1)).toBeUndefined();
    expect(starts.nearest('feed', 2)).toEqual({ page: 2, start: at(2) });
    expect(starts.nearest('feed', 4)).toEqual({ page: 2, start: at(2) });
    expect(starts.nearest('feed', 50)).toEqual({ page: 5, start: at(5) });
    expect(starts.nearest('other feed', 50)).toBeUndefined();
  });

  it('keeps at most maxFeeds feeds, the least recently used out first, and maxPagesPerFeed pages', () => {
    const starts = new FeedPageStarts(limits);
    const mark = starts.mark();
    starts.keep(mark, 'a', 1, at(1));
    starts.keep(mark, 'b', 1, at(1));
    starts.nearest('a', 1);
    starts.keep(mark, 'c', 1, at(1));
    expect(starts.nearest('b', 1)).toBeUndefined();
    expect(starts.nearest('a', 1)).toBeDefined();
    for (const page of [2, 3, 4]) starts.keep(mark, 'a', page, at(page));
    expect(starts.nearest('a', 9)).toEqual({ page: 3, start: at(3) });
    // A page already known is updated even when the feed is full.
    starts.keep(mark, 'a', 3, at(33));
    expect(starts.nearest('a', 3)).toEqual({ page: 3, start: at(33) });
    expect(starts.size).toEqual({ feeds: 2, pages: 4 });
  });

  it('forgets everything on clear, and refuses positions read before it', () => {
    const starts = new FeedPageStarts(limits);
    const before = starts.mark();
    starts.keep(before, 'feed', 1, at(1));
    starts.clear();
    expect(starts.nearest('feed', 1)).toBeUndefined();
    starts.keep(before, 'feed', 2, at(2));
    expect(starts.nearest('feed', 2)).toBeUndefined();
    starts.keep(starts.mark(), 'feed', 2, at(2));
    expect(starts.nearest('feed', 2)).toEqual({ page: 2, start: at(2) });
  });

  it('neither keeps nor answers while change notices cannot arrive', () => {
    let live = false;
    const starts = new FeedPageStarts(limits, () => live);
    starts.keep(starts.mark(), 'feed', 1, at(1));
    live = true;
    expect(starts.nearest('feed', 1)).toBeUndefined();
    starts.keep(starts.mark(), 'feed', 1, at(1));
    live = false;
    expect(starts.nearest('feed', 1)).toBeUndefined();
  });
});
