// npm run bench -- [--db postgres|pglite] [--items N] [--duration S] [--connections C] …
// Seeds (or reuses) a bench database, measures the feed API under load with autocannon against
// the real app in a child process, the public pages' first paint with Lighthouse, reports the
// landing page's JS size, and writes JSON results.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { countFeedItems, migrateDatabase, openDatabase, type FeedFilters } from '@gitsignals/db';
import { daysAgo } from '@gitsignals/domain';
import { buildWeb, landingBundle, webBuildExists, webDist, type BundleReport } from './bundle-size';
import { PERSONAL_SCENARIOS, personalPlan, setUpBenchUser, type PersonalPlan } from './personal';
import {
  HELLO_WORLD,
  measure,
  PUBLIC_SCENARIOS,
  scenarios,
  type Measurement,
  type Scenario,
} from './scenarios';
import { itemIdsWithCommits, newestAnalysisDate, seed } from './seed';
import { benchLlmWriter } from './llm-writer';
import { benchCollectGit } from './collect-git';
import { benchPipeline } from './pipeline';
import { measureHealthUnderLoad, type HealthUnderLoad } from './health-under-load';
import {
  measurePaint,
  PAINT_PAGES,
  PAINT_TARGETS,
  paintMisses,
  paintRows,
  type PaintResult,
} from './lighthouse';
import type { ServerConfig } from './server';
import { appCpuMs, dbCpuDeltaMs, dbCpuMs } from './cpu';

const TARGETS = {
  feedP99Ms: 50,
  searchP95Ms: 150,
  /** The saved list: every bookmark, unpaged (issue 15). */
  savedFeedsP99Ms: 100,
  landingGzipKb: 150,
  healthUnderLoadP99Ms: 50,
  /** Answers served from memory (ADR 043): the public lists, and the daily feed's page 1. */
  publicP99Ms: 20,
  /** Lighthouse mobile, medians (issue 15): performance and LCP on / and /signals. */
  paint: PAINT_TARGETS,
};
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gitsignals_bench';

const env = process.env;
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: env.BENCH_DB },
    'database-url': { type: 'string', default: env.BENCH_DATABASE_URL },
    'data-dir': { type: 'string', default: env.BENCH_DATA_DIR },
    items: { type: 'string', default: env.BENCH_ITEMS },
    duration: { type: 'string', default: env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: env.BENCH_CONNECTIONS ?? '10' },
    pool: { type: 'string', default: env.BENCH_POOL ?? '10' },
    only: { type: 'string', default: env.BENCH_ONLY },
    landing: { type: 'string', default: env.BENCH_LANDING_CHUNK ?? 'landing-page' },
    build: { type: 'boolean', default: false },
    'skip-bundle': { type: 'boolean', default: false },
    'skip-http': { type: 'boolean', default: false },
    'skip-pipeline': { type: 'boolean', default: false },
    'skip-paint': { type: 'boolean', default: false },
    'paint-runs': { type: 'string', default: env.BENCH_PAINT_RUNS ?? '3' },
  },
});

const kind = args.db ?? (args['database-url'] ? 'postgres' : 'pglite');
if (kind !== 'postgres' && kind !== 'pglite')
  throw new Error(`--db must be postgres or pglite, not ${kind}`);
const positive = (name: string, value: string | undefined, fallback: number) => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const options = {
  kind,
  databaseUrl: kind === 'postgres' ? (args['database-url'] ?? DEFAULT_DATABASE_URL) : undefined,
  dataDir:
    kind === 'pglite'
      ? (args['data-dir'] ?? fileURLToPath(new URL('./.data/pglite', import.meta.url)))
      : undefined,
  items: positive('items', args.items, kind === 'postgres' ? 1_000_000 : 20_000),
  duration: positive('duration', args.duration, 10),
  connections: positive('connections', args.connections, 10),
  poolSize: positive('pool', args.pool, 10),
  paintRuns: positive('paint-runs', args['paint-runs'], 3),
};
const only = args.only ? new RegExp(args.only, 'i') : undefined;
const wanted = (s: { name: string }) => !only || only.test(s.name);
const personal = args['skip-http'] ? [] : PERSONAL_SCENARIOS.filter(wanted);
const paintPages = args['skip-paint'] ? [] : PAINT_PAGES.filter(wanted);
const log = (line: string) => console.log(line);
const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;

// 1. Seed (or reuse) the database and time the counts the feed caches.
log(`Database: ${kind} ${options.databaseUrl ?? options.dataDir}`);
const handle = await openDatabase({ ...options, poolSize: options.poolSize });
let seedResult, itemIds: string[], now: Date, plan: PersonalPlan | undefined;
const coldCounts: { filter: string; total: number; 'first ms': number; 'again ms': number }[] = [];
try {
  await migrateDatabase(handle);
  seedResult = await seed(handle, options.items, log);
  itemIds = await itemIdsWithCommits(handle);
  now = new Date(`${await newestAnalysisDate(handle)}T12:00:00Z`);
  const filters: [string, FeedFilters][] = [
    ['no filter', {}],
    ['days=7', { since: daysAgo(now, 7) }],
    ['categories=DEX,Lending', { categories: ['DEX', 'Lending'] }],
    ['networks=Ethereum', { networks: ['Ethereum'] }],
  ];
  if (personal.length > 0) {
    plan = await personalPlan(handle);
    const counts = plan.projects.map((p) => p.items);
    log(
      `Bench user's projects: ${plan.projects.length} (items each: ${Math.min(...counts)}–${Math.max(...counts)}), ` +
        `${plan.bookmarkIds.length} bookmarks, ${plan.toggleIds.length} items to toggle`,
    );
    log(`  ${plan.projects.map((p) => `${p.name} (${p.items})`).join(', ')}`);
    const projectIds = plan.projects.map((p) => p.id).sort((a, b) => a - b);
    filters.push(
      [`personal (${projectIds.length} projects)`, { projectIds }],
      [`personal days=7`, { since: daysAgo(now, 7), projectIds }],
    );
  }
  for (const [filter, f] of filters) {
    let t0 = performance.now();
    const total = await countFeedItems(handle.db, f);
    const first = ms(t0);
    t0 = performance.now();
    await countFeedItems(handle.db, f);
    coldCounts.push({ filter, total, 'first ms': first, 'again ms': ms(t0) });
  }
} finally {
  await handle.close();
}
log('\nCount queries (what a feed page pays once per filter per minute, uncached):');
console.table(coldCounts);

/** A forked bench process (the app, or the hello-world yardstick) and the port it reports. */
function forkListening(file: string, childEnv: NodeJS.ProcessEnv) {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), { env: childEnv });
  process.on('exit', () => child.kill());
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start in 120 s`)), 120_000);
    child.once('message', (m: { port: number }) => (clearTimeout(timer), resolve(m.port)));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return { child, port };
}

async function stop(child: ReturnType<typeof fork>): Promise<void> {
  child.disconnect();
  await new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(null),
  );
}

// 2. Load: the real app in a child process on a random loopback port (not started when --only
// leaves nothing to load, e.g. --only paint).
const measurements: (Measurement & {
  loadBefore: number;
  appCpuMs?: number;
  dbCpuMs?: number | undefined;
})[] = [];
let health: HealthUnderLoad | undefined;
const list: Scenario[] = args['skip-http']
  ? []
  : [...scenarios(itemIds), ...PUBLIC_SCENARIOS].filter(wanted);
const helloWanted = !args['skip-http'] && wanted(HELLO_WORLD);
const healthWanted = !args['skip-http'] && wanted({ name: 'health under load' });
if (list.length + personal.length > 0 || helloWanted || healthWanted) {
  const config: ServerConfig = { ...options, now: now.toISOString() };
  const server = forkListening('./server.ts', {
    ...env,
    BENCH_SERVER_CONFIG: JSON.stringify(config),
  });
  const { child } = server;
  // PostgreSQL only: a second process must never open the embedded database's files.
  const cpuProbe =
    kind === 'postgres' ? await openDatabase({ ...options, poolSize: 1 }) : undefined;
  try {
    const port = await server.port;
    if (helloWanted) {
      // Measured first, in the same run: the other rows read as a share of it.
      const hello = forkListening('./hello-world.ts', env);
      try {
        const load = loadavg()[0]!;
        const m = await measure(await hello.port, HELLO_WORLD, options);
        measurements.push({ ...m, loadBefore: Math.round(load * 10) / 10 });
        log(`  ${m.scenario.padEnd(34)} ${String(m.reqPerSec).padStart(6)} req/s  p99 ${m.p99} ms`);
      } finally {
        await stop(hello.child);
      }
    }
    log(
      `\nLoad: ${list.length + personal.length} scenarios × ${options.duration} s, ${options.connections} connections, app on 127.0.0.1:${port}`,
    );
    const runScenario = async (scenario: Scenario) => {
      const load = loadavg()[0]!;
      if (load > cpus().length / 2)
        log(`  (load average ${load.toFixed(1)}: other work on this machine skews figures)`);
      const [app0, db0] = [await appCpuMs(child), cpuProbe && (await dbCpuMs(cpuProbe))];
      const measured = await measure(port, scenario, options);
      const [app1, db1] = [await appCpuMs(child), cpuProbe && (await dbCpuMs(cpuProbe))];
      // Every answer of the scenario: the first request, the warm-up and the measured load.
      const answers = 1 + Object.values(measured.statuses).reduce((a, b) => a + b, 0);
      const perAnswer = (ms: number) => Math.round((ms / answers) * 100) / 100;
      const m = {
        ...measured,
        loadBefore: Math.round(load * 10) / 10,
        appCpuMs: perAnswer(app1 - app0),
        dbCpuMs: db0 && db1 ? perAnswer(dbCpuDeltaMs(db0, db1)) : undefined,
      };
      measurements.push(m);
      log(
        `  ${m.scenario.padEnd(34)} ${String(m.reqPerSec).padStart(6)} req/s  p50 ${m.p50} ms  p95 ${m.p95} ms  p99 ${m.p99} ms` +
          `  CPU/answer app ${m.appCpuMs} ms${m.dbCpuMs === undefined ? '' : `, db ${m.dbCpuMs} ms`}`,
      );
    };
    for (const scenario of list) await runScenario(scenario);
    if (plan) {
      // Signed up right before its scenarios, so the session cache cookie it keeps (ADR 046) is
      // as fresh as an active browser's: the personal rows take ~6 × 12 s, within its 5 minutes.
      const user = await setUpBenchUser(`http://127.0.0.1:${port}`, plan);
      log(`  Bench user ${user.email} signed up, subscribed and bookmarked through the API.`);
      for (const s of personal) await runScenario({ ...s, calls: s.calls(user, plan) });
    }
    if (healthWanted) {
      const rssMb = () =>
        new Promise<number>((resolve) => {
          child.once('message', (m: { rss: number }) => resolve(Math.round(m.rss / 1048576)));
          child.send('rss');
        });
      health = await measureHealthUnderLoad(port, { ...options, rssMb });
      log(
        `  health alone (${health.idle.requests} probes)        p50 ${health.idle.p50} ms  p99 ${health.idle.p99} ms  max ${health.idle.max} ms`,
      );
      log(
        `  health under feed load (${health.underLoad.requests} probes) p50 ${health.underLoad.p50} ms  p99 ${health.underLoad.p99} ms  max ${health.underLoad.max} ms` +
          `  (feed ${health.feedReqPerSec} req/s, p99 ${health.feedP99} ms; RSS ${health.rssMbBefore} → ${health.rssMbAfter} MB)`,
      );
    }
  } finally {
    await stop(child);
    await cpuProbe?.close();
  }
}

// 3. The web app as users get it: built once for the paint and the bundle parts.
let webBuildError: string | undefined;
if (!args['skip-bundle'] || paintPages.length > 0) {
  try {
    if (args.build || !webBuildExists()) buildWeb(log);
  } catch (error) {
    webBuildError = (error as Error).message;
  }
}

// 3a. First paint of the public pages: Lighthouse against the app serving apps/web/dist, in a
// process of its own after the load (so the load's server and database are closed: PGlite is
// single-process), nothing else loading it.
let paint: PaintResult[] | { error: string } | null = null;
if (paintPages.length > 0) {
  try {
    if (webBuildError) throw new Error(webBuildError);
    const config: ServerConfig = { ...options, now: now.toISOString(), webDistDir: webDist };
    const server = forkListening('./server.ts', {
      ...env,
      BENCH_SERVER_CONFIG: JSON.stringify(config),
    });
    try {
      paint = await measurePaint(`http://127.0.0.1:${await server.port}`, {
        runs: options.paintRuns,
        pages: paintPages,
        log,
      });
    } finally {
      await stop(server.child);
    }
  } catch (error) {
    paint = { error: (error as Error).message };
    log(`  paint not measured: ${paint.error}`);
  }
}

// 3b. The landing page's JavaScript.
let bundle: BundleReport | { error: string } | null = null;
if (!args['skip-bundle']) {
  try {
    if (webBuildError) throw new Error(webBuildError);
    bundle = landingBundle(new RegExp(args.landing, 'i'));
  } catch (error) {
    bundle = { error: (error as Error).message };
  }
}

if (!args['skip-pipeline']) {
  // 3c. The LLM writer's tokens per feed item, against the provider stand-in.
  await benchLlmWriter(log);
  // 3d. The git collector's commits per second: parsing, classifying, storing.
  await benchCollectGit(log);
  // 3e. Import and analysis throughput over the demo set, and a daily run over it.
  await benchPipeline(log);
}

// 4. Report.
const helloWorld = measurements.find((m) => m.kind === 'baseline');
if (measurements.length > 0) {
  log(
    `\nResults (${kind}, ${options.items.toLocaleString()} items, ${options.duration} s each, ${options.connections} connections):`,
  );
  console.table(
    measurements.map((m) => ({
      scenario: m.scenario,
      'req/s': m.reqPerSec,
      ...(helloWorld
        ? { 'of hello-world': `${((100 * m.reqPerSec) / helloWorld.reqPerSec).toFixed(1)}%` }
        : {}),
      'p50 ms': m.p50,
      'p95 ms': m.p95,
      'p99 ms': m.p99,
      'non-2xx': m.non2xx,
      errors: m.errors,
      'first ms': m.firstMs,
      rows: m.firstRows,
      'app CPU ms': m.appCpuMs ?? '',
      'db CPU ms': m.dbCpuMs ?? '',
      load: m.loadBefore,
    })),
  );
}
const misses: string[] = [];
for (const m of measurements) {
  if (m.kind === 'feed' && m.p99 >= TARGETS.feedP99Ms)
    misses.push(`${m.scenario}: p99 ${m.p99} ms ≥ ${TARGETS.feedP99Ms}`);
  const servedFromMemory = m.kind === 'public' || m.scenario === 'daily no filter p1';
  if (servedFromMemory && m.p99 >= TARGETS.publicP99Ms)
    misses.push(`${m.scenario}: p99 ${m.p99} ms ≥ ${TARGETS.publicP99Ms}`);
  if (m.scenario.startsWith('saved feeds') && m.p99 >= TARGETS.savedFeedsP99Ms)
    misses.push(`${m.scenario}: p99 ${m.p99} ms ≥ ${TARGETS.savedFeedsP99Ms}`);
  if (m.kind === 'search' && m.p95 >= TARGETS.searchP95Ms)
    misses.push(`${m.scenario}: p95 ${m.p95} ms ≥ ${TARGETS.searchP95Ms}`);
}
if (health && health.underLoad.p99 >= TARGETS.healthUnderLoadP99Ms)
  misses.push(
    `/api/health under feed load: p99 ${health.underLoad.p99} ms ≥ ${TARGETS.healthUnderLoadP99Ms}`,
  );
if (paint && 'error' in paint) {
  log(`\nFirst paint: not measured (${paint.error})`);
  misses.push(`first paint: not measured`);
} else if (paint) {
  log(
    `\nFirst paint (Lighthouse mobile, median of ${options.paintRuns} run(s); targets on / and ` +
      `/signals: performance ≥ ${PAINT_TARGETS.performance}, LCP < ${PAINT_TARGETS.lcpMs / 1000} s; ` +
      `accessibility ≥ ${PAINT_TARGETS.accessibility} everywhere):`,
  );
  console.table(paintRows(paint));
  misses.push(...paintMisses(paint));
}
if (bundle && 'error' in bundle) {
  log(`\nLanding JS: not measured (${bundle.error})`);
} else if (bundle) {
  log(
    `\nLanding JS (graph from ${bundle.graph}; lazy landing chunk: ${bundle.landingChunk ?? 'none found'}):`,
  );
  for (const f of bundle.files)
    log(`  ${f.file.padEnd(48)} ${(f.gzipBytes / 1000).toFixed(1)} kB gzip`);
  log(`  total ${bundle.totalGzipKb} kB gzip (target < ${TARGETS.landingGzipKb} kB)`);
  if (bundle.totalGzipKb >= TARGETS.landingGzipKb)
    misses.push(`landing JS ${bundle.totalGzipKb} kB gzip`);
}
const targetsApply = kind === 'postgres' && options.items >= 1_000_000;
log(
  `\n${misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.'}` +
    (targetsApply || measurements.length === 0
      ? ''
      : '\n(The latency targets are set for PostgreSQL with 1,000,000 items.)'),
);

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
const file = `${resultsDir}${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
const { databaseUrl: _url, ...recorded } = options;
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), options: recorded, targets: TARGETS, seed: seedResult, coldCounts, personal: plan && { projects: plan.projects, bookmarks: plan.bookmarkIds.length }, measurements, health, paint, bundle, misses }, null, 2)}\n`,
);
log(`Results written to ${file}`);

const failed = measurements.filter((m) => m.non2xx + m.errors > 0);
if (health && health.failures > 0) {
  console.error(`FAILED health under load: ${health.failures} non-2xx answers or errors`);
  process.exitCode = 1;
}
if (failed.length) {
  for (const m of failed) {
    console.error(
      `FAILED ${m.scenario}: ${m.errors} errors, statuses ${JSON.stringify(m.statuses)}`,
    );
  }
  process.exit(1);
}
