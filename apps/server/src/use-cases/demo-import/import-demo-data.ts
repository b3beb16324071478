// The demo import as a whole (ADR 035): the recent phase, then the history phase, each resumed
// where the database says it stopped. `import-demo` runs both in the foreground; `serve` runs the
// recent phase before it listens and the history phase in the background.
import { countFeedItems, listProjectRegistry } from '@gitsignals/db';
import { classificationLine } from '../../classifiers/classification-summary';
import type { DemoImportDeps, DemoImportOptions } from './deps';
import { importDemoHistory } from './history-phase';
import { readDemoImportRecord } from './progress-record';
import { importRecentDemo } from './recent-phase';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The recent phase, run now whatever the record says; its summary line said. */
export async function importRecentDemoData(
  deps: DemoImportDeps,
  options: DemoImportOptions,
): Promise<number> {
  // Elapsed time, not the date: a monotonic clock, unmoved by a faked or adjusted wall clock.
  const started = performance.now();
  const recent = await importRecentDemo(deps, options);
  deps.say(
    `Recent demo data ready: ${recent.projects} projects, ${recent.newCommits} new commits of ` +
      `${recent.repositories} repositories, ${recent.feedItems} feed items since ${recent.recentFrom} (${seconds(started)})`,
  );
  const classified = classificationLine(recent.classification);
  if (classified) deps.say(classified);
  return recent.newCommits;
}

/**
 * Whatever is left of the import, or a whole import again when the last one finished (it is
 * idempotent: the registry is refreshed, stored rows stay). Answers whether it is complete: false
 * when asked to stop (deps.signal) before the end.
 */
export async function importDemoData(
  deps: DemoImportDeps,
  options: DemoImportOptions,
): Promise<boolean> {
  const started = performance.now();
  const record = await readDemoImportRecord(deps.db);
  const recentCommits = record?.phase === 'history' ? 0 : await importRecentDemoData(deps, options);
  const history = await importDemoHistory(deps, options);
  const classified = classificationLine(history.classification);
  if (classified) deps.say(classified);
  if (!history.complete) return false;
  const projects = (await listProjectRegistry(deps.db)).length;
  const items = await countFeedItems(deps.db, {});
  deps.say(
    `Demo data ready: ${projects} projects, ${recentCommits + history.newCommits} new commits, ` +
      `${items} feed items (${seconds(started)})`,
  );
  return true;
}
