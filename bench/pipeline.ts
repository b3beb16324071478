// Part of npm run bench (or alone: npx tsx bench/pipeline.ts) — the analysis side of the daily
// pipeline on the bundled demo set, on a fresh in-memory PGlite: importing (parse + classify +
// store) and analysing (day grouping, signals, feed items) in commits per second, then what a
// daily run over every demo project costs (the collects find replayed history unchanged, so each
// project's analysis rebuilds from the newest day, and its stack is recomputed).
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@gitsignals/db';
import { shiftDay, utcDay } from '@gitsignals/domain';
import { buildFeedItems, computeStacks, importDemo, type Progress } from '@gitsignals/server/bench';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const quiet: Progress = { start: () => undefined, tick: () => undefined, done: () => undefined };
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en-US');

export interface PipelineBench {
  commits: number;
  importPerSecond: number;
  analysePerSecond: number;
  dailyRunSeconds: number;
}

export async function benchPipeline(log: (line: string) => void): Promise<PipelineBench> {
  // The e2e subset (the first 17 repositories, 18,908 commits) keeps the figures comparable
  // with those recorded before the dataset grew to 193 repositories.
  log("\nPipeline over the demo set's e2e subset (fresh in-memory PGlite):");
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    const rss0 = process.memoryUsage().rss;

    let t0 = performance.now();
    const imported = await importDemo(handle.db, dataDir, new Date(), quiet, 'e2e');
    const importS = seconds(t0);

    t0 = performance.now();
    const analysed = await buildFeedItems({ db: handle.db }, {});
    const analyseS = seconds(t0);

    // A daily run: the collect jobs find the replayed history unchanged, and each project's
    // analysis rebuilds from the newest day on (what the pipeline passes as `since`), then its stack.
    const yesterday = shiftDay(utcDay(new Date()), -1);
    t0 = performance.now();
    const again = await buildFeedItems({ db: handle.db }, { since: yesterday });
    await computeStacks({ db: handle.db, now: () => new Date() }, {});
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
        step: `daily run: analyse since yesterday + stacks (${again.projects} projects)`,
        commits,
        seconds: dailyS.toFixed(1),
        'commits/s': rate(commits, dailyS),
      },
    ]);
    log(`Memory growth during the run: ${rssMb} MiB`);
    return {
      commits,
      importPerSecond: Math.round(commits / importS),
      analysePerSecond: Math.round(commits / analyseS),
      dailyRunSeconds: Math.round(dailyS * 10) / 10,
    };
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchPipeline((line) => console.log(line));
}
