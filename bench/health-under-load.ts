// Is the server still responsive while it is busy? A paced probe of GET /api/health (one
// connection, 50 requests a second, as a load balancer or uptime monitor would ask) alone, then
// while 10 connections load POST /api/feeds/daily. On the embedded database the health check is
// one round trip to PGlite, so its latency under load shows whether database work blocks the HTTP
// event loop (issue 11: p99 < 50 ms). The server's RSS before and after tells whether memory taken
// under load is given back.
import autocannon, { type Result } from 'autocannon';

export interface HealthUnderLoad {
  idle: Latency;
  underLoad: Latency;
  feedReqPerSec: number;
  feedP99: number;
  rssMbBefore: number;
  rssMbAfter: number;
  /** Non-2xx answers and connection errors over both runs. */
  failures: number;
}

interface Latency {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

const PROBE_RATE = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function latencyOf(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

function run(options: Parameters<typeof autocannon>[0], samples: number[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, ms: number) => samples.push(ms));
  });
}

const failuresOf = (r: Result) => r.non2xx + r.errors + r.timeouts;

export async function measureHealthUnderLoad(
  port: number,
  options: { connections: number; duration: number; rssMb: () => Promise<number> },
): Promise<HealthUnderLoad> {
  const url = `http://127.0.0.1:${port}`;
  const probe = (samples: number[]) =>
    run(
      {
        url: `${url}/api/health`,
        connections: 1,
        overallRate: PROBE_RATE,
        duration: options.duration,
        timeout: 30,
      },
      samples,
    );
  const idle: number[] = [];
  const idleRun = await probe(idle);
  const rssMbBefore = await options.rssMb();
  const loaded: number[] = [];
  const feed: number[] = [];
  const [loadedRun, feedRun] = await Promise.all([
    probe(loaded),
    run(
      {
        url,
        connections: options.connections,
        duration: options.duration,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/feeds/daily',
            body: JSON.stringify({ page: 1 }),
            headers: { 'content-type': 'application/json' },
          },
        ],
      },
      feed,
    ),
  ]);
  const rssMbAfter = await options.rssMb();
  return {
    idle: latencyOf(idle),
    underLoad: latencyOf(loaded),
    feedReqPerSec: Math.round(feed.length / feedRun.duration),
    feedP99: latencyOf(feed).p99,
    rssMbBefore,
    rssMbAfter,
    failures: failuresOf(idleRun) + failuresOf(loadedRun) + failuresOf(feedRun),
  };
}
