import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_CODE } from './api-client';
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
  it('sends JSON to /api and parses the answer', async () => {
    const fetchMock = mockFetch(async () => Response.json({ ok: 1 }));
    await expect(api.post('/feeds/search', { keywords: ['a'] })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/feeds/search');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"keywords":["a"]}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws ApiError with status, code and message from the error shape', async () => {
    mockFetch(async () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Feed not found' } }, { status: 404 }),
    );
    const error = await api.get('/feeds/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Feed not found' });
  });

  it('describes answers that are not the error shape by their status', async () => {
    mockFetch(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/health')).rejects.toMatchObject({
      status: 502,
      message: 'API error: 502 Bad Gateway',
    });
  });

  it('turns network failures into a clear message', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/health')).rejects.toMatchObject({
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
