import type { SavedFeed } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';
import { makeFeedItem } from '@/test/fixtures';
import { filterSavedFeeds, newestSavedFirst } from './filter-saved-feeds';

function saved(id: string, fields: Partial<SavedFeed>): SavedFeed {
  return {
    ...makeFeedItem({
      id,
      owner: 'Nobody',
      title: 'Plain title',
      summary: 'Plain summary',
      content: 'Plain content',
    }),
    saved_at: '2026-11-21T10:00:00Z',
    ...fields,
  };
}

const feeds = [
  saved('content', { content: 'Adds a Chainlink price feed' }),
  saved('summary', { summary: 'New CHAINLINK oracle' }),
  saved('title', { title: 'Chainlink upgrade' }),
  saved('owner', { owner: 'chainlink' }),
  saved('other', {}),
];
const ids = (list: SavedFeed[]) => list.map((feed) => feed.id);

describe('filterSavedFeeds', () => {
  it('matches content, summary, title or owner, ignoring letter case', () => {
    expect(ids(filterSavedFeeds(feeds, 'chainLINK'))).toEqual([
      'content',
      'summary',
      'title',
      'owner',
    ]);
  });

  it('matches a substring and trims the query', () => {
    expect(ids(filterSavedFeeds(feeds, '  price fe '))).toEqual(['content']);
  });

  it('does not match other fields such as the category or tags', () => {
    const tagged = saved('tagged', { category: 'Oracles' });
    expect(filterSavedFeeds([tagged], 'oracles')).toEqual([]);
  });

  it('keeps every bookmark for a blank query, and none when nothing matches', () => {
    expect(ids(filterSavedFeeds(feeds, '   '))).toHaveLength(5);
    expect(filterSavedFeeds(feeds, 'uniswap')).toEqual([]);
  });
});

describe('newestSavedFirst', () => {
  it('puts the latest bookmark first', () => {
    const older = saved('older', { saved_at: '2026-11-01T00:00:00Z' });
    const newer = saved('newer', { saved_at: '2026-11-20T00:00:00Z' });
    expect(ids(newestSavedFirst([older, newer]))).toEqual(['newer', 'older']);
  });
});
