// @vitest-environment node
// Node's own Blob and structuredClone: fake-indexeddb cannot clone jsdom's Blob implementation.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLEANUP_RATIO,
  FETCH_TIMEOUT_MS,
  IMAGE_DB_NAME,
  MAX_IMAGE_AGE_MS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
} from './constants';
import { createImageCache, REVOKE_AFTER_MS } from './image-cache';
import { openImageStore } from './image-store';

let dbCounter = 0;
let dbName: string;
let clock: number;

function imageResponse(bytes = 10, type = 'image/png'): Response {
  return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': type } });
}

function setup(fetchImpl: (url: string, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    fetchImpl(String(input), init),
  );
  const revoked: string[] = [];
  /** Revocations waiting for their delay, run by the test. */
  const scheduled: { run: () => void; ms: number; cancelled: boolean }[] = [];
  let objectUrls = 0;
  const cache = createImageCache({
    dbName,
    fetch: fetchMock as unknown as typeof fetch,
    now: () => clock,
    createObjectUrl: () => `blob:test/${++objectUrls}`,
    revokeObjectUrl: (url) => revoked.push(url),
    later: (run, ms) => {
      const task = { run, ms, cancelled: false };
      scheduled.push(task);
      return () => {
        task.cancelled = true;
      };
    },
  });
  /** Runs the revocations whose delay has passed (all of them). */
  const elapse = () => {
    for (const task of scheduled.splice(0)) if (!task.cancelled) task.run();
  };
  return { cache, fetchMock, revoked, scheduled, elapse, store: openImageStore(dbName) };
}

beforeEach(() => {
  dbCounter += 1;
  dbName = `${IMAGE_DB_NAME}-test-${dbCounter}`;
  clock = 1_000_000_000_000;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('image cache', () => {
  it('stores a fetched image with the spec record shape and serves it from IndexedDB next time', async () => {
    const { cache, fetchMock, store } = setup(async () => imageResponse(42));
    const url = 'https://avatars.githubusercontent.com/aave?size=96';

    expect(await cache.acquire(url)).toBe('blob:test/1');
    const record = await store.get(url);
    expect(record).toMatchObject({
      id: url,
      originalUrl: url,
      size: 42,
      mimeType: 'image/png',
      timestamp: clock,
    });
    expect(record?.blob.size).toBe(42);

    // A fresh cache instance (a new page load) reads the stored blob without fetching.
    const second = setup(async () => imageResponse());
    expect(await second.cache.acquire(url)).toMatch(/^blob:/);
    expect(second.fetchMock).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refetches an image older than 7 days', async () => {
    const url = 'https://avatars.githubusercontent.com/old';
    const first = setup(async () => imageResponse(5));
    await first.cache.acquire(url);

    clock += MAX_IMAGE_AGE_MS + 1;
    const later = setup(async () => imageResponse(7));
    await later.cache.acquire(url);
    expect(later.fetchMock).toHaveBeenCalledTimes(1);
    expect((await later.store.get(url))?.size).toBe(7);
  });

  it('keeps an image younger than 7 days', async () => {
    const url = 'https://avatars.githubusercontent.com/fresh';
    await setup(async () => imageResponse()).cache.acquire(url);
    clock += MAX_IMAGE_AGE_MS - 1000;
    const later = setup(async () => imageResponse());
    await later.cache.acquire(url);
    expect(later.fetchMock).not.toHaveBeenCalled();
  });

  it('rejects images over 10 MB and uses the URL raw afterwards', async () => {
    const url = 'https://avatars.githubusercontent.com/huge';
    const { cache, fetchMock, store } = setup(async () => imageResponse(MAX_IMAGE_BYTES + 1));
    expect(await cache.acquire(url)).toBe(url);
    expect(await store.get(url)).toBeUndefined();
    expect(cache.hasFailed(url)).toBe(true);
    // Remembered: no second fetch in this session.
    expect(await cache.acquire(url)).toBe(url);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a declared content-length over 10 MB without reading the body', async () => {
    const url = 'https://avatars.githubusercontent.com/declared';
    const { cache, store } = setup(
      async () =>
        new Response('x', {
          headers: { 'content-type': 'image/png', 'content-length': String(MAX_IMAGE_BYTES + 1) },
        }),
    );
    expect(await cache.acquire(url)).toBe(url);
    expect(await store.get(url)).toBeUndefined();
  });

  it('accepts only image/* content types', async () => {
    const url = 'https://avatars.githubusercontent.com/html';
    const { cache, store } = setup(async () => imageResponse(10, 'text/html; charset=utf-8'));
    expect(await cache.acquire(url)).toBe(url);
    expect(await store.get(url)).toBeUndefined();
    expect(cache.hasFailed(url)).toBe(true);
  });

  it('uses the URL raw after an HTTP error', async () => {
    const { cache } = setup(async () => new Response('', { status: 404 }));
    expect(await cache.acquire('https://x.test/404')).toBe('https://x.test/404');
    expect(cache.hasFailed('https://x.test/404')).toBe(true);
  });

  it('shows placeholders (null) for a host that does not answer, asking it only once', async () => {
    let calls = 0;
    const { cache, fetchMock } = setup(async () => {
      calls += 1;
      // Let the other requests queue up behind this first one before it fails.
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new TypeError('Failed to fetch');
    });
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => cache.acquire(`https://down.test/${name}`)),
    );
    expect(results).toEqual([null, null, null]);
    expect(calls).toBe(1);
    expect(await cache.acquire('https://down.test/d')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves a cached image even when its host is unreachable', async () => {
    const url = 'https://flaky.test/logo';
    await setup(async () => imageResponse()).cache.acquire(url);
    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.cache.acquire(url)).toMatch(/^blob:/);
    expect(offline.fetchMock).not.toHaveBeenCalled();
  });

  it('gives up on a fetch after 30 seconds', async () => {
    // Capture the time-out the cache arms instead of faking the clock: fake-indexeddb schedules
    // its own work on real macrotasks, which fake timers would starve.
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const url = 'https://avatars.githubusercontent.com/slow';
    const { cache, fetchMock } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          // Rejects like fetch does when its signal aborts.
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const result = cache.acquire(url);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const timeout = setTimeoutSpy.mock.calls.find(([, delay]) => delay === FETCH_TIMEOUT_MS);
    expect(timeout).toBeDefined();
    expect(cache.hasFailed(url)).toBe(false);

    (timeout?.[0] as () => void)();
    // No answer in 30 s: the host counts as unreachable and the placeholder shows.
    expect(await result).toBeNull();
    setTimeoutSpy.mockRestore();
  });

  it('evicts the oldest images when the count reaches 80% of the maximum', async () => {
    const threshold = Math.floor(MAX_IMAGES * CLEANUP_RATIO);
    const { cache, store } = setup(async () => imageResponse(1));
    for (let i = 0; i < threshold; i += 1) {
      clock += 1000;
      await cache.acquire(`https://x.test/${i}`);
    }
    expect(await store.count()).toBe(threshold);

    clock += 1000;
    await cache.acquire('https://x.test/new');
    expect(await store.count()).toBe(threshold);
    expect(await store.get('https://x.test/0')).toBeUndefined();
    expect(await store.get('https://x.test/1')).toBeDefined();
    expect(await store.get('https://x.test/new')).toBeDefined();
  });

  it('removes expired images first when cleaning up', async () => {
    const threshold = Math.floor(MAX_IMAGES * CLEANUP_RATIO);
    const { cache, store } = setup(async () => imageResponse(1));
    for (let i = 0; i < threshold; i += 1) {
      clock += 1000;
      await cache.acquire(`https://x.test/${i}`);
    }
    clock += MAX_IMAGE_AGE_MS;
    // Everything stored before is now expired: all of it goes, not just the oldest one.
    await cache.acquire('https://x.test/new');
    expect(await store.count()).toBe(1);
  });

  it('revokes the object URL a while after the last user releases it', async () => {
    const url = 'https://x.test/shared';
    const { cache, revoked, scheduled, elapse } = setup(async () => imageResponse());
    const a = await cache.acquire(url);
    const b = await cache.acquire(url);
    expect(a).toBe(b);
    cache.release(url);
    expect(scheduled).toEqual([]);
    cache.release(url);
    // Not at once: an <img> being replaced may still be loading it.
    expect(revoked).toEqual([]);
    expect(scheduled.map((task) => task.ms)).toEqual([REVOKE_AFTER_MS]);
    elapse();
    expect(revoked).toEqual([a]);
    // Gone: the next user gets a new object URL.
    expect(await cache.acquire(url)).not.toBe(a);
  });

  it('hands the same object URL back to a user who comes within the delay', async () => {
    const url = 'https://x.test/again';
    const { cache, revoked, elapse } = setup(async () => imageResponse());
    const a = await cache.acquire(url);
    cache.release(url);
    expect(await cache.acquire(url)).toBe(a);
    elapse();
    expect(revoked).toEqual([]);
    cache.release(url);
    elapse();
    expect(revoked).toEqual([a]);
  });

  it('fetches once for concurrent requests of the same URL', async () => {
    const { cache, fetchMock } = setup(async () => imageResponse());
    const [a, b] = await Promise.all([
      cache.acquire('https://x.test/c'),
      cache.acquire('https://x.test/c'),
    ]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
