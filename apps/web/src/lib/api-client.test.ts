import type { FeedItem, Health } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, call, NETWORK_ERROR_CODE } from './api-client';
import { shouldRetry } from './query-client';

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it("sends the body as JSON with the endpoint's method and path, and parses the answer", async () => {
    const fetchMock = mockFetch(async () => Response.json([]));
    await expect(call(endpoints.searchFeeds, { body: { keywords: ['a'] } })).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/feeds/search');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"keywords":["a"]}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('fills path parameters, encoded, and adds the query', async () => {
    const fetchMock = mockFetch(async () => Response.json({ feedId: 'f', saved: true }));
    await call(endpoints.toggleSavedFeed, { params: { id: 'a/b c' }, query: { feedId: 'f&1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/a%2Fb%20c/save-feed?feedId=f%261');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('answers null for 204 No Content', async () => {
    const fetchMock = mockFetch(async () => new Response(null, { status: 204 }));
    const params = { id: 'u1', searchId: '7' };
    await expect(call(endpoints.deleteSavedSearch, { params })).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/u1/save-search/7');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('is typed by the endpoint: its path parameters, its body and its answer', () => {
    expectTypeOf(call<typeof endpoints.health>).returns.resolves.toEqualTypeOf<Health>();
    expectTypeOf(call<typeof endpoints.feed>).returns.resolves.toEqualTypeOf<FeedItem>();
    // Never run: the compiler checks these calls (npm run typecheck).
    const refusedByTheCompiler = () => [
      // @ts-expect-error the path's :id must be given
      call(endpoints.feed),
      // @ts-expect-error a parameter the path does not have
      call(endpoints.feed, { params: { feedId: 'x' } }),
      // @ts-expect-error the body is the endpoint's request
      call(endpoints.searchFeeds, { body: { keyword: 'a' } }),
      // @ts-expect-error this endpoint takes no body
      call(endpoints.health, { body: {} }),
    ];
    expect(refusedByTheCompiler).toBeTypeOf('function');
  });

  it('throws ApiError with status, code and message from the error shape', async () => {
    mockFetch(async () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Feed not found' } }, { status: 404 }),
    );
    const error = await call(endpoints.feed, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Feed not found' });
  });

  it('describes answers that are not the error shape by their status', async () => {
    mockFetch(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(call(endpoints.health)).rejects.toMatchObject({
      status: 502,
      message: 'API error: 502 Bad Gateway',
    });
  });

  it('turns network failures into a clear message', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call(endpoints.health)).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: expect.stringMatching(/Could not reach the GitSignals server/),
    });
  });
});

describe('shouldRetry', () => {
  it('never retries an answer of the API', () => {
    expect(shouldRetry(0, new ApiError(500, 'INTERNAL', 'boom'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'nope'))).toBe(false);
  });
  it('retries other failures up to 3 times', () => {
    expect(shouldRetry(0, new ApiError(0, NETWORK_ERROR_CODE, 'offline'))).toBe(true);
    expect(shouldRetry(2, new Error('x'))).toBe(true);
    expect(shouldRetry(3, new Error('x'))).toBe(false);
  });
});
