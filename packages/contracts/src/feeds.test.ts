import { describe, expect, it } from 'vitest';
import { feedPageRequestSchema, searchRequestSchema } from './feeds';

describe('feedPageRequestSchema', () => {
  it('defaults to the first page of 30', () => {
    expect(feedPageRequestSchema.parse({})).toEqual({ page: 1, limit: 30 });
  });

  it('accepts only the filter windows of the spec', () => {
    for (const days of [3, 7, 14, 30])
      expect(feedPageRequestSchema.safeParse({ days }).success).toBe(true);
    for (const days of [0, 1, 5, 31, '7'])
      expect(feedPageRequestSchema.safeParse({ days }).success).toBe(false);
  });

  it('bounds page and limit', () => {
    expect(feedPageRequestSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(feedPageRequestSchema.safeParse({ limit: 100 }).success).toBe(true);
    expect(feedPageRequestSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(feedPageRequestSchema.safeParse({ page: 1.5 }).success).toBe(false);
  });
});

describe('searchRequestSchema', () => {
  it('trims keywords and drops empty ones', () => {
    expect(searchRequestSchema.parse({ keywords: ['  Oracle ', '', ' '] })).toEqual({
      keywords: ['Oracle'],
    });
  });

  it('needs at least one keyword left', () => {
    const result = searchRequestSchema.safeParse({ keywords: [' '] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['keywords']);
  });
});
