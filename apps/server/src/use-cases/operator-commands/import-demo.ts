// `import-demo`: the bundled registry and real commit history, their feed items and stacks, and the
// token listings of the bundled token-list histories (idempotent), both phases in the foreground (ADR 035).
// `serve` runs the recent phase before it listens and this command in the background after.
import { z } from 'zod';
import type { Env } from '../../env';
import type { DemoImportDeps, DemoImportOptions } from '../demo-import/deps';
import { importDemoData, importRecentDemoData } from '../demo-import/import-demo-data';
import { defineCommand, type OperatorContext } from './command';

export { demoImportDue } from '../demo-import/progress-record';

export const demoImportOptionsOf = (env: Env): DemoImportOptions => ({
  demoDataDir: env.DEMO_DATA_DIR,
  dataDir: env.DATA_DIR,
  subset: env.DEMO_SUBSET,
  recentDays: env.DEMO_RECENT_DAYS,
  historyBatch: env.DEMO_HISTORY_BATCH,
});

const demoImportDepsOf = (context: OperatorContext): DemoImportDeps => ({
  db: context.handle.db,
  now: context.now,
  say: context.say,
  progress: context.progress,
  classifier: context.classifier(),
  signal: context.signal,
  changes: context.handle.changes,
});

/** Both phases, or what is left of them; false when stopped before the end. */
export const runDemoImport = (context: OperatorContext): Promise<boolean> =>
  importDemoData(demoImportDepsOf(context), demoImportOptionsOf(context.env));

/** The recent phase alone (what `serve` waits for before it listens). */
export async function runRecentDemoImport(context: OperatorContext): Promise<void> {
  await importRecentDemoData(demoImportDepsOf(context), demoImportOptionsOf(context.env));
}

export const importDemoCommand = defineCommand({
  name: 'import-demo',
  description:
    'load the bundled registry and commit history, then build their feed items (idempotent)',
  args: z.object({}),
  async run(context) {
    const complete = await runDemoImport(context);
    if (!complete) context.say('The demo import stopped; the next start of the server resumes it.');
    return 0;
  },
});
