// `import-demo`: the bundled registry and real commit history, their feed items and stacks, and the
// token listings of the bundled token-list histories (idempotent). `serve` runs it on an empty
// database.
import { z } from 'zod';
import { databaseIsEmpty, findAppState, saveAppState, type DatabaseHandle } from '@gitsignals/db';
import { importDemo } from '../../collectors/demo/import-demo';
import { importDemoListings } from '../../collectors/token-list/demo-listings';
import { collectListingsSummaryLine } from '../../collectors/token-list/collect-listings';
import { analyseProjects } from '../analyse-projects/analyse-projects';
import { defineCommand, type OperatorContext } from './command';

const STARTED = 'demo_import_started_at';
const FINISHED = 'demo_import_finished_at';

/**
 * Whether a start should import the demo data: into an empty database ('first'), or again after
 * an import that did not finish ('unfinished': the process was stopped or killed during it; the
 * import is idempotent, so running it again completes it). A database filled otherwise, with no
 * import begun, is left alone.
 */
export async function demoImportDue(
  handle: DatabaseHandle,
): Promise<'first' | 'unfinished' | null> {
  if (await databaseIsEmpty(handle)) return 'first';
  const started = await findAppState(handle.db, STARTED);
  const finished = await findAppState(handle.db, FINISHED);
  return started && (!finished || finished < started) ? 'unfinished' : null;
}

export async function importDemoData(context: OperatorContext): Promise<void> {
  const { env, handle, say, progress, now } = context;
  // Elapsed time, not the date: a monotonic clock, unmoved by a faked or adjusted wall clock.
  const started = performance.now();
  await saveAppState(handle.db, STARTED, now().toISOString());
  const imported = await importDemo(handle.db, env.DEMO_DATA_DIR, now(), progress());
  const analysed = await analyseProjects({ db: handle.db, now, progress }, {});
  // Token listings from the bundled histories of real token lists (data/token-lists).
  const listings = await importDemoListings(handle.db, {
    demoDataDir: env.DEMO_DATA_DIR,
    dataDir: env.DATA_DIR,
  }).catch((err: unknown) => {
    say(`Token listings were not imported: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  });
  for (const list of listings ?? []) say(collectListingsSummaryLine(list));
  await saveAppState(handle.db, FINISHED, now().toISOString());
  say(
    `Demo data ready: ${imported.projects} projects, ${imported.newCommits} new commits, ${analysed.feed.items} feed items ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

export const importDemoCommand = defineCommand({
  name: 'import-demo',
  description:
    'load the bundled registry and commit history, then build their feed items (idempotent)',
  args: z.object({}),
  async run(context) {
    await importDemoData(context);
    return 0;
  },
});
