// What the bench measures, and how one scenario is measured with autocannon.
import autocannon, { type Request, type Result } from 'autocannon';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent with this request only (the bench user's session cookie). */
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  /**
   * 'feed' rows (daily and personal feed pages) are held to the p99 target, 'search' rows to the
   * p95 target, 'public' rows (answers every visitor shares, served from memory) to the public
   * p99 target; 'item', 'bookmarks' and the 'baseline' (hello-world) rows have none.
   */
  kind: 'feed' | 'item' | 'search' | 'bookmarks' | 'public' | 'baseline';
  /** Requests are sent in rotation over this list. */
  calls: Call[];
}

/** Common words, rare ones, several keywords, a phrase, a project name and a word no item has. */
export const SEARCH_KEYWORDS: string[][] = [
  ['fix'],
  ['test'],
  ['update'],
  ['oracle'],
  ['liquidation'],
  ['oracle', 'liquidation'],
  ['bridge', 'relayer', 'sequencer'],
  ['chainlink'],
  ['uniswap'],
  ['reentrancy'],
  ['security fix'],
  ['zkemail'],
];

const FEED_FILTERS: [label: string, filter: object][] = [
  ['no filter', {}],
  ['days=7', { days: 7 }],
  ['categories=DEX,Lending', { categories: ['DEX', 'Lending'] }],
  ['networks=Ethereum', { networks: ['Ethereum'] }],
];

export function scenarios(itemIds: string[]): Scenario[] {
  const feed = FEED_FILTERS.flatMap(([label, filter]): Scenario[] =>
    [1, 50].map((page) => ({
      name: `daily ${label} p${page}`,
      kind: 'feed',
      calls: [{ method: 'POST', path: '/api/feeds/daily', body: { ...filter, page } }],
    })),
  );
  return [
    ...feed,
    {
      name: `item by id (${itemIds.length} ids)`,
      kind: 'item',
      calls: itemIds.map((id) => ({ method: 'GET', path: `/api/feeds/${id}` })),
    },
    {
      name: `search (${SEARCH_KEYWORDS.length} keyword sets)`,
      kind: 'search',
      calls: SEARCH_KEYWORDS.map((keywords) => ({
        method: 'POST',
        path: '/api/feeds/search',
        body: { keywords },
      })),
    },
  ];
}

/** The public answers that are served from memory (ADR 043), beside the daily feed's pages. */
export const PUBLIC_SCENARIOS: Scenario[] = [
  { name: 'public projects', kind: 'public', calls: [{ method: 'GET', path: '/api/projects' }] },
  {
    name: 'public projects metadata',
    kind: 'public',
    calls: [{ method: 'GET', path: '/api/projects/metadata' }],
  },
  {
    name: 'public feed cards',
    kind: 'public',
    calls: [{ method: 'GET', path: '/api/feeds/dailyPublicFeeds' }],
  },
];

export const HELLO_WORLD: Scenario = {
  name: 'hello-world fastify',
  kind: 'baseline',
  calls: [{ method: 'GET', path: '/' }],
};

export interface Measurement {
  scenario: string;
  kind: Scenario['kind'];
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers per HTTP status, warm-up included. */
  statuses: Record<string, number>;
  /** Latency of the very first request (for feed pages: includes the uncached count). */
  firstMs: number;
  /** Items in the first answer, to show the scenario returns data. */
  firstRows: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function headersOf(call: Call): Record<string, string> {
  return {
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...call.headers,
  };
}

function toRequest(call: Call): Request {
  return {
    method: call.method,
    path: call.path,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    headers: headersOf(call),
  };
}

/** Items in an answer: a list, a feed page's `data` or the saved list's `saved_feeds`; else 1. */
function rowsOf(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const page = body as { data?: unknown[]; saved_feeds?: unknown[] };
  return (page.data ?? page.saved_feeds)?.length ?? 1;
}

async function firstCall(base: string, call: Call): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const res = await fetch(base + call.path, {
    method: call.method,
    headers: headersOf(call),
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as unknown;
  const ms = performance.now() - started;
  if (!res.ok)
    throw new Error(`${call.method} ${call.path} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, rows: rowsOf(body) };
}

function run(
  base: string,
  scenario: Scenario,
  options: { connections: number; duration: number },
  onLatency?: (ms: number) => void,
) {
  let next = 0;
  const requests = scenario.calls.map(toRequest);
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        timeout: 30,
        duration: options.duration,
        requests: [{ setupRequest: () => requests[next++ % requests.length]! }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms: number) => onLatency(ms));
  });
}

/** One scenario: a first request, one second of warm-up, then `duration` seconds of load. */
export async function measure(
  port: number,
  scenario: Scenario,
  options: { connections: number; duration: number },
): Promise<Measurement> {
  const base = `http://127.0.0.1:${port}`;
  const first = await firstCall(base, scenario.calls[0]!);
  const warm = await run(base, scenario, { connections: options.connections, duration: 1 });
  const latencies: number[] = [];
  const result = await run(base, scenario, options, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    kind: scenario.kind,
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? NaN),
    non2xx: warm.non2xx + result.non2xx,
    statuses: Object.fromEntries(
      [
        ...new Set([...Object.keys(warm.statusCodeStats), ...Object.keys(result.statusCodeStats)]),
      ].map((code) => [
        code,
        (warm.statusCodeStats[code]?.count ?? 0) + (result.statusCodeStats[code]?.count ?? 0),
      ]),
    ),
    errors: warm.errors + warm.timeouts + result.errors + result.timeouts,
    firstMs: round(first.ms),
    firstRows: first.rows,
  };
}
