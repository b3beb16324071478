// Calls of the API by its endpoint table (ADR 030): `call(endpoints.saveSearch, { params, body })`
// fills the path, sends the body as JSON and answers the endpoint's success type; any failure
// throws ApiError. The table is zod-free; the types come from the contract's schemas and are
// erased at build time, so no zod reaches the browser (ADR 007).
import type {
  ApiError as ApiErrorBody,
  Endpoint,
  RequestParts,
  SchemasOf,
  SuccessResponse,
} from '@gitsignals/contracts';

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

/** What a call of endpoint E must say (path parameters, query, body), and its abort signal. */
export type CallOptions<E extends Endpoint> = RequestParts<SchemasOf<E>> & { signal?: AbortSignal };

/** The options may be left out when the endpoint needs no parameter, query or body. */
type CallArgs<E extends Endpoint> =
  NonNullable<unknown> extends RequestParts<SchemasOf<E>>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/** The answer of endpoint E when it succeeds (null for a 204). */
export type CallResult<E extends Endpoint> = SuccessResponse<SchemasOf<E>>;

interface RequestOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
}

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

/** The endpoint's path with each `:name` filled from `params`, plus the query string. */
export function urlOf(endpoint: Endpoint, { params = {}, query }: RequestOptions = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}?${search}`;
}

/** Calls the endpoint with JSON in and out; throws ApiError on any failure. */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<CallResult<E>>;
export async function call(endpoint: Endpoint, options: RequestOptions = {}): Promise<unknown> {
  const { body, signal } = options;
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, options), {
      method: endpoint.method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // Aborts are TanStack Query cancelling a stale request: let them through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an unreadable answer.',
    );
  }
}
