// `import-demo`: the bundled registry and real commit history, their feed items and stacks, and the
// token listings of the bundled token list (idempotent). `serve` runs it on an empty database.
import { z } from 'zod';
import { importDemo } from '../../collectors/demo/import-demo';
import { importDemoListings } from '../../collectors/token-list/demo-listings';
import { collectListingsSummaryLine } from '../../collectors/token-list/collect-listings';
import { analyseAndDerive } from './derived';
import { defineCommand, type OperatorContext } from './command';

export async function importDemoData(context: OperatorContext): Promise<void> {
  const { env, handle, say, progress, now } = context;
  const started = Date.now();
  const imported = await importDemo(handle.db, env.DEMO_DATA_DIR, now(), progress());
  const analysed = await analyseAndDerive(handle, {}, progress, now);
  // Token listings derived from a real token list's bundled versions (data/token-lists).
  const listings = await importDemoListings(handle.db, {
    demoDataDir: env.DEMO_DATA_DIR,
    dataDir: env.DATA_DIR,
  }).catch((err: unknown) => {
    say(`Token listings were not imported: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  });
  if (listings) say(collectListingsSummaryLine(listings));
  say(
    `Demo data ready: ${imported.projects} projects, ${imported.newCommits} new commits, ${analysed.items} feed items ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
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
