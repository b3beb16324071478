// GITHUB_TOKEN: valid, and how much of its rate budget is left (GET {GITHUB_API_URL}/rate_limit,
// which costs nothing against the budget). Little left is a ⚠: collects slow down until reset.
import { fail, ok, reasonOf, warn, type CheckResult } from './check';

const NAME = 'GITHUB_TOKEN';

interface Budget {
  limit: number;
  remaining: number;
  reset: number;
}

interface RateLimitAnswer {
  resources?: { core?: Budget; graphql?: Budget };
}

/** Below this share of a budget left, a collect will wait for the reset. */
const LOW_SHARE = 0.1;

const clock = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(11, 16);

function describe(label: string, budget: Budget | undefined): string {
  if (!budget) return `${label} not reported`;
  return `${label} ${budget.remaining.toLocaleString('en')}/${budget.limit.toLocaleString('en')} left (resets ${clock(budget.reset)} UTC)`;
}

export async function checkGithub(
  env: { GITHUB_TOKEN?: string | undefined; GITHUB_API_URL: string },
  timeoutMs: number,
): Promise<CheckResult> {
  if (!env.GITHUB_TOKEN) {
    return ok(NAME, 'unset: github.com repositories are read through git mirrors');
  }
  const url = `${env.GITHUB_API_URL.replace(/\/+$/, '')}/rate_limit`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        authorization: `bearer ${env.GITHUB_TOKEN}`,
        accept: 'application/vnd.github+json',
        'user-agent': 'GitSignals doctor',
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return fail(
      NAME,
      `${url} did not answer: ${reasonOf(error)}`,
      "check this machine's network access to GitHub, or GITHUB_API_URL",
    );
  }
  if (response.status === 401) {
    return fail(
      NAME,
      'GitHub refused the token (401 Bad credentials)',
      'create a new token (no scopes needed for public repositories) and set GITHUB_TOKEN to it',
    );
  }
  if (!response.ok) {
    return fail(
      NAME,
      `${url} answered HTTP ${response.status}`,
      'check GITHUB_API_URL (GitHub Enterprise: https://HOST/api/v3)',
    );
  }
  const body = (await response.json().catch(() => null)) as RateLimitAnswer | null;
  const { core, graphql } = body?.resources ?? {};
  const found = `valid; ${describe('REST', core)}, ${describe('GraphQL', graphql)}`;
  const low = [core, graphql].some((b) => b && b.limit > 0 && b.remaining / b.limit < LOW_SHARE);
  return low
    ? warn(
        NAME,
        found,
        'collects wait for the reset; a second token or fewer tracked repositories spread the load',
      )
    : ok(NAME, found);
}
