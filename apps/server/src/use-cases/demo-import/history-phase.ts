// The demo import's second phase, in the background of a listening `serve` (ADR 035): first the
// HEAD manifests and the stacks (stacks-step.ts), then the rest of each repository's history,
// repository by repository in the recorded order, DEMO_HISTORY_BATCH commits to a transaction with
// the event loop let through between batches. Once every repository of a project is stored, the
// project's days whose contributor baseline reaches before the recent phase's first day become feed
// items (again); at the end, what reads whole histories (stacks, core contributors) and the token
// listings. A repository is recorded as done once its history and analysis are stored, so a stop
// resumes with the next one, and a crash repeats at most one repository (idempotently).
import { listProjectRegistry } from '@gitsignals/db';
import { shiftDay } from '@gitsignals/domain';
import { readActivityIndex, type ActivityRepo } from '../../collectors/demo/dataset';
import { openDemoRepository, storeInBatches } from '../../collectors/demo/demo-repository';
import {
  mergeSummaries,
  type ClassificationSummary,
} from '../../classifiers/classification-summary';
import { buildFeedItems } from '../analyse-projects/build-feed-items';
import { computeContributors } from '../analyse-projects/compute-contributors';
import { computeStacks } from '../analyse-projects/compute-stacks';
import { BASELINE_DAYS } from '../analyse-projects/day-feed-item';
import type { DemoImportDeps, DemoImportOptions } from './deps';
import { importListingsOfDemo } from './listings-step';
import { nextTurn } from './next-turn';
import { importManifestsAndStacks } from './stacks-step';
import {
  readDemoImportRecord,
  saveDemoImportRecord,
  stampDemoImport,
  type DemoImportRecord,
} from './progress-record';

export interface HistoryPhaseResult {
  /** False when it stopped early (the server is stopping): the next start resumes it. */
  complete: boolean;
  newCommits: number;
  /** What the LLM classifier decided and spent (CLASSIFIER=llm); null with the rules. */
  classification: ClassificationSummary | null;
}

interface HistoryWork {
  record: DemoImportRecord;
  byName: Map<string, ActivityRepo>;
  projectIds: Map<string, number>;
}

async function workOf(deps: DemoImportDeps, options: DemoImportOptions): Promise<HistoryWork> {
  const record = await readDemoImportRecord(deps.db);
  if (record?.phase !== 'history')
    throw new Error('The recent phase of the demo import comes first');
  const activity = await readActivityIndex(options.demoDataDir, options.subset);
  const projectIds = new Map((await listProjectRegistry(deps.db)).map((p) => [p.slug, p.id]));
  return { record, byName: new Map(activity.map((r) => [r.repo, r])), projectIds };
}

/** Whether every repository of the import that belongs to the project is done. */
const projectComplete = (work: HistoryWork, done: Set<string>, slug: string) =>
  work.record.repositories.every(
    (name) => work.byName.get(name)?.projectSlug !== slug || done.has(name),
  );

/** One repository's older history, then its project's older days once the project is whole. */
async function importRepositoryHistory(
  deps: DemoImportDeps,
  options: DemoImportOptions,
  work: HistoryWork,
  repo: ActivityRepo,
  done: Set<string>,
): Promise<{
  newCommits: number;
  complete: boolean;
  classification: ClassificationSummary | null;
}> {
  const projectId = work.projectIds.get(repo.projectSlug);
  if (projectId === undefined) throw new Error(`Activity for unknown project ${repo.projectSlug}`);
  const opened = await openDemoRepository(
    deps.db,
    options.demoDataDir,
    deps.now(),
    projectId,
    repo,
  );
  const stored = await storeInBatches(
    deps.db,
    opened,
    { before: work.record.recentFrom },
    { batchSize: options.historyBatch, between: () => nextTurn(deps.signal) },
  );
  if (!stored.complete) return { ...stored, classification: null };
  done.add(repo.repo);
  let classification: ClassificationSummary | null = null;
  if (projectComplete(work, done, repo.projectSlug)) {
    const feed = await buildFeedItems(
      { db: deps.db, classifier: deps.classifier },
      // The older days, and the recent ones whose baseline was not whole in the recent phase.
      { projectSlugs: [repo.projectSlug], before: shiftDay(work.record.recentFrom, BASELINE_DAYS) },
    );
    classification = feed.classification;
  }
  await saveDemoImportRecord(deps.db, { ...work.record, done: [...done] });
  // Its commits (the projects' counts) and maybe its project's older days are in.
  await deps.changes?.announce();
  return { ...stored, classification };
}

const projectSlugsOf = (work: HistoryWork) => [
  ...new Set([...work.byName.values()].map((r) => r.projectSlug)),
];

/** What reads whole histories, then the token listings; the import is then done. */
async function finish(deps: DemoImportDeps, options: DemoImportOptions, work: HistoryWork) {
  const projectSlugs = projectSlugsOf(work);
  const analysis = { db: deps.db, now: deps.now, progress: deps.progress };
  // Again: their commit watermark (where the next stack change's commits start) moved.
  await computeStacks(analysis, { projectSlugs });
  await computeContributors(analysis, { projectSlugs });
  await importListingsOfDemo(deps, options);
  await saveDemoImportRecord(deps.db, {
    ...work.record,
    phase: 'done',
    done: work.record.repositories,
  });
  await stampDemoImport(deps.db, 'finished', deps.now());
  // Stack changes are feed items too.
  await deps.changes?.announce();
}

export async function importDemoHistory(
  deps: DemoImportDeps,
  options: DemoImportOptions,
): Promise<HistoryPhaseResult> {
  const work = await workOf(deps, options);
  const done = new Set(work.record.done);
  if (done.size === 0) {
    // Not begun (or stopped before its first repository): the manifests and stacks come first.
    const repositories = [...work.byName.values()];
    if (!(await importManifestsAndStacks(deps, options, repositories, work.projectIds)))
      return { complete: false, newCommits: 0, classification: null };
    await deps.changes?.announce();
  }
  const progress = deps.progress();
  progress.start('Importing history', work.record.repositories.length);
  if (done.size > 0) progress.tick(done.size, 'done before');
  let newCommits = 0;
  let classification: ClassificationSummary | null = null;
  for (const name of work.record.repositories) {
    if (done.has(name)) continue;
    const repo = work.byName.get(name);
    // A repository the dataset no longer holds (or another DEMO_SUBSET leaves out) has no history to add.
    if (!repo) {
      done.add(name);
      continue;
    }
    const stored = await importRepositoryHistory(deps, options, work, repo, done);
    newCommits += stored.newCommits;
    classification = mergeSummaries(classification, stored.classification);
    if (!stored.complete || deps.signal?.aborted) {
      progress.done(
        `stopped after ${done.size} of ${work.record.repositories.length} repositories; the next start resumes`,
      );
      return { complete: false, newCommits, classification };
    }
    progress.tick(1, name);
  }
  progress.done(`${newCommits} older commits of ${work.record.repositories.length} repositories`);
  await finish(deps, options, work);
  return { complete: true, newCommits, classification };
}
