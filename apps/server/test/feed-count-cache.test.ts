import { describe, expect, it } from 'vitest';
import { createCountCache } from '../src/http/feed-count-cache';

describe('feed count cache', () => {
  it('answers from the cache within the TTL and counts again after it', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createCountCache(1000, 10, () => clock);
    const count = () => Promise.resolve(++computed);
    expect(await cache.get('a', count)).toBe(1);
    clock = 999;
    expect(await cache.get('a', count)).toBe(1);
    expect(await cache.get('b', count)).toBe(2);
    clock = 1000;
    expect(await cache.get('a', count)).toBe(3);
  });

  it('does not keep a failed count', async () => {
    const cache = createCountCache(1000, 10, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('evicts the oldest filter when full', async () => {
    let computed = 0;
    const cache = createCountCache(1000, 2, () => 0);
    const count = () => Promise.resolve(++computed);
    await cache.get('a', count);
    await cache.get('b', count);
    await cache.get('c', count);
    expect(await cache.get('b', count)).toBe(2);
    expect(await cache.get('a', count)).toBe(4);
  });
});
