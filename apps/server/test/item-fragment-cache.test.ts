// The saved list's item memory on its own (ADR 048): kept per item and version, the byte bound,
// and what it refuses to keep.
import { describe, expect, it } from 'vitest';
import { ItemFragmentCache } from '../src/http/item-fragment-cache';

const json = (text: string) => Buffer.from(text);

describe('item fragment cache', () => {
  it('answers a fragment only at the version it was kept under', () => {
    const cache = new ItemFragmentCache({ maxBytes: 1000 });
    cache.keep(cache.mark(), 'a', '100', json('{"id":"a"'));
    expect(cache.get('a', '100')?.toString()).toBe('{"id":"a"');
    expect(cache.get('a', '101')).toBeUndefined();
    expect(cache.get('b', '100')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it('keeps one version per item: a newer one replaces the older', () => {
    const cache = new ItemFragmentCache({ maxBytes: 1000 });
    cache.keep(cache.mark(), 'a', '100', json('old'));
    cache.keep(cache.mark(), 'a', '200', json('new'));
    expect(cache.get('a', '100')).toBeUndefined();
    expect(cache.get('a', '200')?.toString()).toBe('new');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 'a'.length + 3 + 3 });
  });

  it('keeps at most maxBytes, the least recently used leaving first', () => {
    // Each entry: 1 (id) + 1 (version) + 18 (JSON) = 20 bytes.
    const cache = new ItemFragmentCache({ maxBytes: 50 });
    const keep = (id: string) => cache.keep(cache.mark(), id, 'v', json('x'.repeat(18)));
    keep('a');
    keep('b');
    expect(cache.get('a', 'v')).toBeDefined();
    keep('c');
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 40 });
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBeDefined();
    expect(cache.get('c', 'v')).toBeDefined();
  });

  it('does not keep a fragment larger than the whole budget', () => {
    const cache = new ItemFragmentCache({ maxBytes: 50 });
    cache.keep(cache.mark(), 'a', 'v', json('small'));
    cache.keep(cache.mark(), 'big', 'v', json('y'.repeat(80)));
    expect(cache.get('big', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')?.toString()).toBe('small');
  });

  it('forgets everything on a change notice, and refuses fragments read before it', () => {
    const cache = new ItemFragmentCache({ maxBytes: 1000 });
    cache.keep(cache.mark(), 'a', 'v', json('a'));
    const beforeNotice = cache.mark();
    cache.clear();
    expect(cache.get('a', 'v')).toBeUndefined();
    cache.keep(beforeNotice, 'b', 'v', json('read before the notice'));
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('keeps nothing while change notices cannot reach the process', () => {
    let live = false;
    const cache = new ItemFragmentCache({ maxBytes: 1000 }, () => live);
    cache.keep(cache.mark(), 'a', 'v', json('a'));
    expect(cache.stats().entries).toBe(0);
    live = true;
    cache.keep(cache.mark(), 'a', 'v', json('a'));
    expect(cache.stats().entries).toBe(1);
  });
});
