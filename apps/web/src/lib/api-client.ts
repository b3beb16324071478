import type { ApiError as ApiErrorBody } from '@gitsignals/contracts';

/** Every failed API call throws this: the status plus the `{error:{code,message}}` of the answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  /** 401 and 403 are handled by one shared handler (spec section 6). */
  get isAuthError(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Status 0: the request never got an answer (offline, server down, blocked). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the GitSignals server. Check your connection and try again.';

export const API_BASE = '/api';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

// A hand-written check instead of the contract's zod schema: a runtime import of the contracts
// package would add zod (~25 KB gzip) to every page.
function isApiErrorBody(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const error = (payload as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (e.g. a proxy's HTML error page): fall through to the status text.
  }
  if (isApiErrorBody(payload)) {
    return new ApiError(response.status, payload.error.code, payload.error.message);
  }
  const text = response.statusText || 'Request failed';
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    `API error: ${response.status} ${text}`,
  );
}

/** Calls `${API_BASE}${path}` with JSON in and out; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // Aborts are TanStack Query cancelling a stale request: let them through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an unreadable answer.',
    );
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'POST', body, signal }),
  put: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'PUT', body, signal }),
  delete: <T>(path: string, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'DELETE', signal }),
};
