// The public answers' memory on its own: single computation, the bound, and what it refuses to keep.
import { describe, expect, it } from 'vitest';
import { PublicAnswerCache } from '../src/http/public-answer-cache';

const bytes = (text: string) => ({ identity: Buffer.from(text) });

describe('public answer cache', () => {
  it('computes an answer once, then serves the same bytes and ETag from memory', async () => {
    const cache = new PublicAnswerCache({ maxEntries: 10, maxBytes: 1000 });
    let computed = 0;
    const compute = async () => bytes(`answer ${++computed}`);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    const c = await cache.get('k', compute);
    expect(computed).toBe(1);
    expect(c.bodies.identity.toString()).toBe('answer 1');
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(b.etag).toBe(a.etag);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('keeps at most maxEntries answers, the least recently used leaving first', async () => {
    const cache = new PublicAnswerCache({ maxEntries: 2, maxBytes: 1000 });
    await cache.get('a', async () => bytes('a'));
    await cache.get('b', async () => bytes('b'));
    await cache.get('a', async () => bytes('a again'));
    await cache.get('c', async () => bytes('c'));
    expect(cache.stats().entries).toBe(2);
    expect(
      (await cache.get('a', async () => bytes('a recomputed'))).bodies.identity.toString(),
    ).toBe('a');
    expect(
      (await cache.get('b', async () => bytes('b recomputed'))).bodies.identity.toString(),
    ).toBe('b recomputed');
  });

  it('keeps at most maxBytes, and serves without keeping an answer larger than that', async () => {
    const cache = new PublicAnswerCache({ maxEntries: 100, maxBytes: 50 });
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5'])
      await cache.get(key, async () => bytes('x'.repeat(18)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(50);
    expect(cache.stats().entries).toBe(2);
    const big = await cache.get('big', async () => bytes('y'.repeat(80)));
    expect(big.bodies.identity.length).toBe(80);
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(50);
  });

  it('does not keep an answer whose computation a change notice overtook', async () => {
    const cache = new PublicAnswerCache({ maxEntries: 10, maxBytes: 1000 });
    let release!: () => void;
    const slow = cache.get(
      'k',
      () =>
        new Promise<{ identity: Buffer }>(
          (resolve) => (release = () => resolve(bytes('before the write'))),
        ),
    );
    await Promise.resolve();
    cache.clear();
    release();
    expect((await slow).bodies.identity.toString()).toBe('before the write');
    expect(
      (await cache.get('k', async () => bytes('after the write'))).bodies.identity.toString(),
    ).toBe('after the write');
  });

  it('keeps nothing while change notices cannot reach it, and nothing that failed', async () => {
    let live = false;
    const cache = new PublicAnswerCache({ maxEntries: 10, maxBytes: 1000 }, () => live);
    await cache.get('k', async () => bytes('one'));
    expect((await cache.get('k', async () => bytes('two'))).bodies.identity.toString()).toBe('two');
    live = true;
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect((await cache.get('k', async () => bytes('three'))).bodies.identity.toString()).toBe(
      'three',
    );
    expect((await cache.get('k', async () => bytes('four'))).bodies.identity.toString()).toBe(
      'three',
    );
  });
});
