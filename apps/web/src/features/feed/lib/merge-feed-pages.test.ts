import { describe, expect, it } from 'vitest';
import { makeFeedItem } from '../test/make-feed-item';
import { mergeFeedPages } from './merge-feed-pages';

const page = (...ids: string[]) => ({ data: ids.map((id) => makeFeedItem(id)) });

describe('mergeFeedPages', () => {
  it('concatenates pages in order', () => {
    expect(mergeFeedPages([page('a', 'b'), page('c')]).map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it('drops an id seen on an earlier page, keeping the first occurrence', () => {
    const merged = mergeFeedPages([page('a', 'b'), page('b', 'c'), page('a', 'd')]);
    expect(merged.map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns an empty list for no pages', () => {
    expect(mergeFeedPages([])).toEqual([]);
  });
});
