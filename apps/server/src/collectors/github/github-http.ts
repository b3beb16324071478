// One GitHub request with GitHub's rules for waiting: secondary limits (retry-after), an exhausted
// REST budget (x-ratelimit-reset), and exponential back-off with jitter for 5xx and network errors.
// Every wait goes through the injected sleep and is bounded by maxWaitMs, so a run never hangs for
// hours and tests never wait at all.

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface GithubHttpOptions {
  token: string;
  apiUrl: string;
  fetch: Fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  random: () => number;
  /** Attempts for one request before it fails (5xx, network errors, secondary limits). */
  maxAttempts: number;
  /** Longest single wait; a longer one stops the run cleanly instead. */
  maxWaitMs: number;
  log: (message: string) => void;
}

export interface GithubResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Waiting would take longer than allowed: the run stops, everything stored so far stays stored. */
export class GithubWaitTooLong extends Error {
  constructor(
    readonly reason: string,
    readonly until: Date,
  ) {
    super(`${reason}: GitHub asks to wait until ${until.toISOString()}, longer than allowed`);
  }
}

export class GithubRequestFailed extends Error {}

const USER_AGENT = 'GitSignals-collector';
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 60_000;
/** GitHub's advice for a secondary limit without retry-after: wait at least a minute. */
const SECONDARY_DEFAULT_MS = 60_000;

export interface GithubHttp {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<GithubResponse>;
  /** Waits (bounded by maxWaitMs) until the given moment; throws GithubWaitTooLong beyond it. */
  waitUntil(until: Date, reason: string): Promise<void>;
  backoff(attempt: number): Promise<void>;
}

export function createGithubHttp(options: GithubHttpOptions): GithubHttp {
  return {
    request: (method, path, body) => request(options, method, path, body),
    backoff: (attempt) => backoff(options, attempt),
    waitUntil: (until, reason) =>
      waitFor(options, until.getTime() - options.now().getTime(), reason),
  };
}

async function waitFor(options: GithubHttpOptions, ms: number, reason: string): Promise<void> {
  if (ms <= 0) return;
  if (ms > options.maxWaitMs) {
    throw new GithubWaitTooLong(reason, new Date(options.now().getTime() + ms));
  }
  options.log(`GitHub: ${reason}, waiting ${Math.ceil(ms / 1000)} s`);
  await options.sleep(ms);
}

async function backoff(options: GithubHttpOptions, attempt: number): Promise<void> {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  // Full jitter between half and all of the ceiling keeps parallel workers from retrying in step.
  const ms = Math.round(ceiling * (0.5 + options.random() * 0.5));
  await waitFor(options, ms, `retry ${attempt} of ${options.maxAttempts - 1}`);
}

async function request(
  options: GithubHttpOptions,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<GithubResponse> {
  let lastProblem = '';
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    let response: Response;
    try {
      response = await send(options, method, path, body);
    } catch (error) {
      lastProblem = `network error: ${(error as Error).message}`;
      if (attempt < options.maxAttempts) await backoff(options, attempt);
      continue;
    }
    const parsed = parseJson(await response.text().catch(() => ''));
    if (response.ok || response.status === 404 || response.status === 422) {
      return { status: response.status, headers: response.headers, body: parsed };
    }
    if (response.status === 401) {
      throw new GithubRequestFailed('GitHub rejected the token (401): check GITHUB_TOKEN');
    }
    if (response.status === 403 || response.status === 429) {
      lastProblem = `${response.status} ${messageOf(parsed) ?? ''}`.trim();
      if (await waitOutLimit(options, response, parsed, attempt)) continue;
      throw new GithubRequestFailed(`GitHub refused ${method} ${path}: ${lastProblem}`);
    }
    lastProblem = `${response.status} ${messageOf(parsed) ?? response.statusText}`.trim();
    if (response.status >= 500 && attempt < options.maxAttempts) {
      await backoff(options, attempt);
      continue;
    }
    if (response.status < 500) {
      throw new GithubRequestFailed(`GitHub answered ${method} ${path}: ${lastProblem}`);
    }
  }
  throw new GithubRequestFailed(
    `GitHub ${method} ${path} failed after ${options.maxAttempts} attempts: ${lastProblem}`,
  );
}

function send(
  options: GithubHttpOptions,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
): Promise<Response> {
  const base = options.apiUrl.replace(/\/+$/, '');
  return options.fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `bearer ${options.token}`,
      'user-agent': USER_AGENT,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * A 403 or 429 that is a rate limit is waited out (retry-after, the REST budget's reset, or a
 * minute doubling per attempt): true. Any other refusal: false, and the request fails.
 */
async function waitOutLimit(
  options: GithubHttpOptions,
  response: Response,
  parsed: unknown,
  attempt: number,
): Promise<boolean> {
  const retryAfter = Number(response.headers.get('retry-after'));
  const remaining = response.headers.get('x-ratelimit-remaining');
  const reset = Number(response.headers.get('x-ratelimit-reset'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) {
    await waitFor(options, retryAfter * 1000, `secondary rate limit (retry-after ${retryAfter} s)`);
    return true;
  }
  if (remaining === '0' && Number.isFinite(reset) && reset > 0) {
    const until = new Date(reset * 1000 + 1000);
    await waitFor(options, until.getTime() - options.now().getTime(), 'rate limit exhausted');
    return true;
  }
  if (/rate limit/i.test(messageOf(parsed) ?? '')) {
    await waitFor(options, SECONDARY_DEFAULT_MS * 2 ** (attempt - 1), 'secondary rate limit');
    return true;
  }
  return false;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
