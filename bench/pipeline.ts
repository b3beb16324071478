// npm run bench:pipeline — the analysis side of the daily pipeline on the bundled demo set:
// importing (parse + classify + store) and analysing (day grouping, signals, feed items) measured
// in commits per second, then a full daily run over every demo project (collect jobs find
// nothing new on replayed history, so the run is the analysis of every project plus its stack).
// Runs on a fresh in-memory PGlite, or on PostgreSQL with --database-url (a *bench* database).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@gitsignals/db';
import type { Progress } from '../apps/server/src/cli/progress';
import { importDemo } from '../apps/server/src/collectors/demo/import-demo';
import { analyseFeed } from '../apps/server/src/jobs/analyse-feed.job';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string', default: process.env.BENCH_PIPELINE_DATABASE_URL } },
});
const databaseUrl = args['database-url'];
if (databaseUrl && !new URL(databaseUrl).pathname.includes('bench'))
  throw new Error('--database-url must name a database whose name contains "bench"');

const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const quiet: Progress = { start: () => undefined, tick: () => undefined, done: () => undefined };
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en-US');

const handle = await openDatabase({ databaseUrl, poolSize: 4 });
try {
  await migrateDatabase(handle);
  const rss0 = process.memoryUsage().rss;

  let t0 = performance.now();
  const imported = await importDemo(handle.db, dataDir, new Date(), quiet);
  const importS = seconds(t0);

  t0 = performance.now();
  const analysed = await analyseFeed(handle.db, {}, quiet);
  const analyseS = seconds(t0);

  // A daily run: the collect jobs find the replayed history unchanged, and each project's
  // analysis rebuilds from the newest day on (what the pipeline passes as `since`).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  t0 = performance.now();
  const again = await analyseFeed(handle.db, { since: yesterday }, quiet);
  const dailyS = seconds(t0);
  const rssMb = Math.round((process.memoryUsage().rss - rss0) / 2 ** 20);

  const commits = imported.newCommits;
  console.table([
    {
      step: 'import (parse + classify + store)',
      commits,
      seconds: importS.toFixed(1),
      'commits/s': rate(commits, importS),
    },
    {
      step: `analyse (${analysed.items} feed items)`,
      commits,
      seconds: analyseS.toFixed(1),
      'commits/s': rate(commits, analyseS),
    },
    {
      step: `daily run, since yesterday (${again.projects} projects)`,
      commits,
      seconds: dailyS.toFixed(1),
      'commits/s': rate(commits, dailyS),
    },
  ]);
  console.log(`Database: ${handle.kind}; memory growth during the run: ${rssMb} MiB`);
} finally {
  await handle.close();
}
