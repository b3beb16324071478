import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_DAYS, parseFeedFilters, writeFeedFilters } from './feed-filters';

describe('feed filters in the URL', () => {
  it('defaults to the 7-day window and no filters', () => {
    expect(parseFeedFilters(new URLSearchParams())).toEqual({
      days: DEFAULT_FEED_DAYS,
      categories: [],
      networks: [],
    });
    expect(DEFAULT_FEED_DAYS).toBe(7);
  });

  it('accepts only the windows 3, 7, 14 and 30', () => {
    expect(parseFeedFilters(new URLSearchParams('days=30')).days).toBe(30);
    expect(parseFeedFilters(new URLSearchParams('days=5')).days).toBe(7);
    expect(parseFeedFilters(new URLSearchParams('days=abc')).days).toBe(7);
  });

  it('reads repeated categories and networks, trimmed and without duplicates', () => {
    const filters = parseFeedFilters(
      new URLSearchParams(
        'category=DeFi&category=%20DeFi&category=Layer%202&network=Ethereum&network=',
      ),
    );
    expect(filters.categories).toEqual(['DeFi', 'Layer 2']);
    expect(filters.networks).toEqual(['Ethereum']);
  });

  it('round-trips and keeps unrelated parameters; the default window stays out of the URL', () => {
    const filters = {
      days: 14 as const,
      categories: ['Bridges & Interoperability'],
      networks: ['Base'],
    };
    const params = writeFeedFilters(new URLSearchParams('q=x'), filters);
    expect(params.get('q')).toBe('x');
    expect(parseFeedFilters(params)).toEqual(filters);
    expect(writeFeedFilters(new URLSearchParams(), { ...filters, days: 7 }).has('days')).toBe(
      false,
    );
  });
});
