// GraphQL over the HTTP layer, spending the primary budget knowingly: every query asks for
// rateLimit, and before a query whose estimated cost the remaining points would not cover, the
// client waits until the budget resets (bounded, like every wait).
import { GithubRequestFailed, type GithubHttp } from './github-http';

export interface RateLimitState {
  limit: number | null;
  remaining: number | null;
  resetAt: Date | null;
}

export interface GraphqlError {
  type?: string;
  message: string;
  path?: (string | number)[];
}

export interface GraphqlAnswer {
  data: Record<string, unknown>;
  /** Errors tied to one alias (NOT_FOUND…): that repository fails, the others are answered. */
  aliasErrors: Map<string, GraphqlError>;
}

export interface GithubGraphql {
  query(text: string, estimatedCost: number): Promise<GraphqlAnswer>;
  readonly budget: RateLimitState;
  /** Points GitHub charged this run (sum of rateLimit.cost). */
  readonly pointsSpent: number;
  readonly queries: number;
}

const TIMED_OUT = /timeout|timed out|something went wrong/i;

/** When RATE_LIMITED arrives before any rateLimit was seen, wait this long and try again. */
const UNKNOWN_RESET_MS = 60_000;

export function createGithubGraphql(
  http: GithubHttp,
  now: () => Date,
  maxAttempts: number,
): GithubGraphql {
  const budget: RateLimitState = { limit: null, remaining: null, resetAt: null };
  let pointsSpent = 0;
  let queries = 0;

  async function waitForReset(reason: string): Promise<void> {
    const until =
      budget.resetAt && budget.resetAt.getTime() > now().getTime()
        ? budget.resetAt
        : new Date(now().getTime() + UNKNOWN_RESET_MS);
    await http.waitUntil(until, reason);
    // The window has turned over: the next answer tells the new figures.
    budget.remaining = budget.limit;
  }

  async function query(text: string, estimatedCost: number): Promise<GraphqlAnswer> {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (budget.remaining !== null && budget.remaining < estimatedCost) {
        await waitForReset(
          `GraphQL budget low (${budget.remaining} points left, next query ~${estimatedCost})`,
        );
      }
      const response = await http.request('POST', '/graphql', { query: text });
      queries += 1;
      const body = (response.body ?? {}) as {
        data?: Record<string, unknown> | null;
        errors?: GraphqlError[];
      };
      readRateLimitHeaders(response.headers, budget);
      const errors = body.errors ?? [];
      if (errors.some((e) => e.type === 'RATE_LIMITED')) {
        budget.remaining = 0;
        await waitForReset('GraphQL rate limit reached (RATE_LIMITED)');
        continue;
      }
      if (response.status !== 200 || !body.data) {
        const message = errors.map((e) => e.message).join('; ') || `status ${response.status}`;
        // GitHub answers a query that ran past its time limit with an error and no data.
        if (TIMED_OUT.test(message) && attempt < maxAttempts) {
          await http.backoff(attempt);
          continue;
        }
        throw new GithubRequestFailed(`GitHub GraphQL query failed: ${message}`);
      }
      const rateLimit = body.data.rateLimit as
        { cost: number; remaining: number; resetAt: string; limit: number } | undefined;
      if (rateLimit) {
        pointsSpent += rateLimit.cost;
        budget.remaining = rateLimit.remaining;
        budget.limit = rateLimit.limit;
        budget.resetAt = new Date(rateLimit.resetAt);
      }
      const aliasErrors = new Map<string, GraphqlError>();
      for (const error of errors) {
        const alias = error.path?.[0];
        if (typeof alias === 'string') aliasErrors.set(alias, error);
        else throw new GithubRequestFailed(`GitHub GraphQL error: ${error.message}`);
      }
      return { data: body.data, aliasErrors };
    }
    throw new GithubRequestFailed(`GitHub GraphQL stayed rate limited after ${maxAttempts} waits`);
  }

  return {
    query,
    budget,
    get pointsSpent() {
      return pointsSpent;
    },
    get queries() {
      return queries;
    },
  };
}

function readRateLimitHeaders(headers: Headers, budget: RateLimitState): void {
  const remaining = headers.get('x-ratelimit-remaining');
  const reset = headers.get('x-ratelimit-reset');
  const limit = headers.get('x-ratelimit-limit');
  if (remaining !== null && Number.isFinite(Number(remaining)))
    budget.remaining = Number(remaining);
  if (reset !== null && Number(reset) > 0) budget.resetAt = new Date(Number(reset) * 1000);
  if (limit !== null && Number.isFinite(Number(limit))) budget.limit = Number(limit);
}

/** GitHub's documented formula: requests each connection needs, divided by 100, at least 1. */
export function pointsFor(requests: number): number {
  return Math.max(1, Math.round(requests / 100));
}
