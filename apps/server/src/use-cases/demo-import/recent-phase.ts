// The demo import's first phase, the one `serve` waits for before it listens (ADR 035): the registry,
// every repository's tags and its commits of the last DEMO_RECENT_DAYS days, and those days' feed
// items, so that the 3- to 30-day feeds answer in full from the first request. (HEAD manifests
// and stacks come first in the history phase: the feed does not read them.)
// Older commits are not stored yet, so a day whose contributor baseline reaches before them is
// analysed without one (no surge is read against days that only look quiet); the history phase
// builds those days again once their project's history is whole.
import { daysAgo } from '@gitsignals/domain';
import { readActivityIndex, type ActivityRepo } from '../../collectors/demo/dataset';
import { openDemoRepository, storeWithTags } from '../../collectors/demo/demo-repository';
import { projectIdOf, saveDemoRegistry } from '../../collectors/demo/import-demo';
import type { ClassificationSummary } from '../../classifiers/classification-summary';
import { buildFeedItems } from '../analyse-projects/build-feed-items';
import type { DemoImportDeps, DemoImportOptions } from './deps';
import {
  readDemoImportRecord,
  saveDemoImportRecord,
  stampDemoImport,
  type DemoImportRecord,
} from './progress-record';

export interface RecentPhaseResult {
  projects: number;
  repositories: number;
  newCommits: number;
  feedItems: number;
  recentFrom: string;
  /** What the LLM classifier decided and spent (CLASSIFIER=llm); null with the rules. */
  classification: ClassificationSummary | null;
}

/** The first recent day of an import begun now, or that of the recent phase being run again. */
async function recentFromOf(deps: DemoImportDeps, options: DemoImportOptions): Promise<string> {
  const record = await readDemoImportRecord(deps.db);
  if (record?.phase === 'recent') return record.recentFrom;
  await stampDemoImport(deps.db, 'started', deps.now());
  return daysAgo(deps.now(), options.recentDays);
}

/** The history phase takes repositories newest first: by their newest commit, replayed. */
function newestFirst(activity: ActivityRepo[], newest: Map<string, Date>): string[] {
  const at = (repo: string) => newest.get(repo)?.getTime() ?? 0;
  return activity.map((r) => r.repo).sort((a, b) => at(b) - at(a) || a.localeCompare(b));
}

export async function importRecentDemo(
  deps: DemoImportDeps,
  options: DemoImportOptions,
): Promise<RecentPhaseResult> {
  const { db } = deps;
  const recentFrom = await recentFromOf(deps, options);
  const registry = await saveDemoRegistry(db, options.demoDataDir);
  const activity = await readActivityIndex(options.demoDataDir, options.subset);
  const record: DemoImportRecord = {
    phase: 'recent',
    recentFrom,
    repositories: activity.map((r) => r.repo),
    done: [],
  };
  await saveDemoImportRecord(db, record);

  const progress = deps.progress();
  progress.start('Importing recent commits', activity.length);
  const newest = new Map<string, Date>();
  let newCommits = 0;
  for (const repo of activity) {
    const opened = await openDemoRepository(
      db,
      options.demoDataDir,
      deps.now(),
      projectIdOf(registry, repo),
      repo,
    );
    newCommits += (await storeWithTags(db, opened, { from: recentFrom })).newCommits;
    newest.set(repo.repo, opened.newestReplayed);
    progress.tick(1, repo.repo);
  }
  progress.done(
    `${newCommits} new commits since ${recentFrom} from ${activity.length} repositories`,
  );

  const projectSlugs = [...new Set(activity.map((r) => r.projectSlug))];
  const analysis = { db, now: deps.now, progress: deps.progress, classifier: deps.classifier };
  const feed = await buildFeedItems(analysis, {
    projectSlugs,
    since: recentFrom,
    historyFrom: recentFrom,
  });
  await saveDemoImportRecord(db, {
    ...record,
    phase: 'history',
    repositories: newestFirst(activity, newest),
  });
  // The registry, the commits and the recent days' items are all in: the feed shows them.
  await deps.changes?.announce();
  return {
    projects: registry.projects,
    repositories: activity.length,
    newCommits,
    feedItems: feed.items,
    recentFrom,
    classification: feed.classification,
  };
}
