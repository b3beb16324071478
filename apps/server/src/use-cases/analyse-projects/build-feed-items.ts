// Builds the daily feed items of projects from their stored commits: one item per project and
// UTC day with meaningful activity. Idempotent: items are upserted by (project, day) and left
// untouched when nothing changed. An LLM writer is asked only for days whose facts changed; an
// LLM classifier (CLASSIFIER=llm) only about commits it has not decided before.
import { localWriter, type ClassifierVerdict, type Writer } from '@gitsignals/analysis';
import {
  listCommitsOfProject,
  inTransaction,
  listProjectRegistry,
  listProjectsWithCommits,
  listTagsOfProject,
  saveFeedItem,
  type Database,
  type FeedItemRow,
  type FeedItemWrite,
  type StoredCommit,
} from '@gitsignals/db';
import type { Progress } from '../../reporting/progress';
import { utcDay } from '@gitsignals/domain';
import {
  mergeSummaries,
  type ClassificationSummary,
} from '../../classifiers/classification-summary';
import type { CommitClassifier } from '../../classifiers/commit-classifier';
import { classifyCommits } from './classify-commits';
import { analyseDay, feedItemOf, type ProjectTag, type RegistryRow } from './day-feed-item';
import { progressOf, type AnalyseDeps, type AnalyseScope } from './deps';
import { reusableText, storedItemsOf } from './reusable-text';

export interface BuildFeedItemsResult {
  projects: number;
  items: number;
  changed: number;
  /** The ids of the items written (new or changed): what alert rules are matched against. */
  changedIds: string[];
  /** Items whose text the writer wrote in this run (an LLM writer skips unchanged days). */
  written: number;
  /**
   * Items whose text the local writer wrote because the configured writer failed, by reason
   * (not counted in `written`).
   */
  fallbacks: Record<string, number>;
  /** What the LLM classifier decided and spent; null with the rules. */
  classification: ClassificationSummary | null;
}

async function commitsByDay(db: Database, projectId: number): Promise<Map<string, StoredCommit[]>> {
  const byDay = new Map<string, StoredCommit[]>();
  for (const c of await listCommitsOfProject(db, projectId)) {
    const day = utcDay(c.committedAt);
    const list = byDay.get(day) ?? [];
    list.push(c);
    byDay.set(day, list);
  }
  return byDay;
}

interface ProjectWork {
  project: RegistryRow;
  byDay: Map<string, StoredCommit[]>;
}

/** The projects in scope that have commits, each with its commits by UTC day. */
async function workOf(db: Database, scope: AnalyseScope): Promise<ProjectWork[]> {
  const registry = await listProjectRegistry(db);
  const withCommits = new Set((await listProjectsWithCommits(db)).map((r) => r.projectId));
  const selected = registry.filter(
    (p) => withCommits.has(p.id) && (!scope.projectSlugs || scope.projectSlugs.includes(p.slug)),
  );
  const work: ProjectWork[] = [];
  for (const project of selected) work.push({ project, byDay: await commitsByDay(db, project.id) });
  return work;
}

const daysInScope = (byDay: Map<string, StoredCommit[]>, scope: AnalyseScope) =>
  [...byDay.keys()]
    .sort()
    .filter((day) => (!scope.since || day >= scope.since) && (!scope.before || day < scope.before));

/**
 * Days analysed, and items saved, per turn. Between turns the event loop and the database (on the
 * embedded default, its one connection) serve whatever waits, such as a request while the demo
 * history is analysed in the background (ADR 035): a project's year of days held both for seconds.
 */
const DAYS_PER_TURN = 50;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

interface ProjectContext {
  db: Database;
  writer: Writer;
  work: ProjectWork;
  scope: AnalyseScope;
  projectTags: ProjectTag[];
  stored: Map<string, FeedItemRow>;
  progress: Progress;
  /** The classifier's verdicts for the days in scope, by sha (none with the rules). */
  verdicts: ReadonlyMap<string, ClassifierVerdict>;
}

interface DayItem {
  item: FeedItemWrite | null;
  /** Whether the writer wrote the text in this run. */
  written: boolean;
  /** Why the local writer's text stands in for the writer's, when it does. */
  fallback?: string | undefined;
}

/** One day's item with its text (null: only noise), and whether the writer wrote the text. */
async function itemOfDay(context: ProjectContext, day: string): Promise<DayItem> {
  const { db, writer, work, scope, progress } = context;
  const { project, byDay } = work;
  const local = writer === localWriter;
  const analysed = analyseDay(
    project,
    day,
    byDay,
    context.projectTags,
    scope.historyFrom,
    context.verdicts,
  );
  if (!analysed) {
    progress.tick(1, project.name);
    return { item: null, written: false };
  }
  const { facts, draft } = analysed.analysis;
  const localText = localWriter.write(facts);
  const kept = local
    ? null
    : await reusableText(
        db,
        context.stored.get(day),
        feedItemOf(project, analysed, localText),
        draft.commitShas,
        localText,
      );
  const text = kept ?? (local ? localText : await writer.write(facts));
  progress.tick(1, project.name);
  const { fallback, ...written } = text;
  return {
    item: feedItemOf(project, analysed, written),
    written: !kept && fallback === undefined,
    fallback,
  };
}

/** The classifier's verdicts for the commits of these days (and what it came to), if there is one. */
async function verdictsOf(
  db: Database,
  classifier: CommitClassifier | undefined,
  work: ProjectWork,
  days: string[],
): Promise<{
  verdicts: ReadonlyMap<string, ClassifierVerdict>;
  summary: ClassificationSummary | null;
}> {
  if (!classifier) return { verdicts: new Map(), summary: null };
  return classifyCommits(
    db,
    classifier,
    days.flatMap((d) => work.byDay.get(d) ?? []),
  );
}

interface ProjectItems {
  ready: (FeedItemWrite | null)[];
  written: number;
  fallbacks: Record<string, number>;
  classification: ClassificationSummary | null;
}

/**
 * The items of one project's days with their text, in day order (null: a day of only noise).
 * The days of a turn are handed to the writer together: an LLM writer runs LLM_CONCURRENCY of
 * them at a time (the local writer simply runs them in turn). `written` counts the texts the
 * writer wrote. A classifier decides the days' commits first, all days' commits together, so
 * its batches fill up across quiet days.
 */
async function itemsOfProject(
  deps: Pick<AnalyseDeps, 'db' | 'classifier'> & { writer: Writer },
  work: ProjectWork,
  scope: AnalyseScope,
  progress: Progress,
): Promise<ProjectItems> {
  const { db, writer } = deps;
  const local = writer === localWriter;
  const days = daysInScope(work.byDay, scope);
  const classified = await verdictsOf(db, deps.classifier, work, days);
  const context: ProjectContext = {
    db,
    writer,
    work,
    scope,
    progress,
    projectTags: await listTagsOfProject(db, work.project.id),
    stored: local
      ? new Map<string, FeedItemRow>()
      : await storedItemsOf(db, work.project.id, scope.since),
    verdicts: classified.verdicts,
  };
  const ready: (FeedItemWrite | null)[] = [];
  let written = 0;
  const fallbacks: Record<string, number> = {};
  for (let start = 0; start < days.length; start += DAYS_PER_TURN) {
    if (start > 0) await nextTurn();
    const turn = days.slice(start, start + DAYS_PER_TURN);
    for (const day of await Promise.all(turn.map((d) => itemOfDay(context, d)))) {
      ready.push(day.item);
      if (day.written) written += 1;
      if (day.fallback !== undefined) fallbacks[day.fallback] = (fallbacks[day.fallback] ?? 0) + 1;
    }
  }
  return { ready, written, fallbacks, classification: classified.summary };
}

/** A project's items, DAYS_PER_TURN to a transaction; answers the ids of those written. */
async function saveItems(
  db: Database,
  ready: (FeedItemWrite | null)[],
): Promise<{ items: number; changedIds: string[] }> {
  const items = ready.filter((item) => item !== null);
  const changedIds: string[] = [];
  for (let start = 0; start < items.length; start += DAYS_PER_TURN) {
    if (start > 0) await nextTurn();
    await inTransaction(db, async (tx) => {
      for (const item of items.slice(start, start + DAYS_PER_TURN)) {
        const saved = await saveFeedItem(tx, item);
        if (saved.changed) changedIds.push(saved.id);
      }
    });
  }
  return { items: items.length, changedIds };
}

/**
 * "3 written by openai:gpt-5-mini, 8 by the local writer after it failed (6 timed out, 2 output
 * is not the schema: …)", or just the first part when nothing fell back.
 */
export function writtenPhrase(
  writerName: string,
  written: number,
  fallbacks: Record<string, number>,
): string {
  const phrase = `${written} written by ${writerName}`;
  const reasons = Object.entries(fallbacks).sort((a, b) => b[1] - a[1]);
  if (reasons.length === 0) return phrase;
  const fellBack = reasons.reduce((n, [, count]) => n + count, 0);
  const why = reasons.map(([reason, n]) => `${n} ${reason}`).join(', ');
  return `${phrase}, ${fellBack} by the local writer after it failed (${why})`;
}

/**
 * Builds the items of the projects in scope. With an LLM writer the texts are written before
 * the project's transactions open: a slow model must not hold the database (on the embedded
 * default, its only connection) while it thinks. Each item is an upsert by (project, day), so a
 * run stopped between two transactions is completed by the next one.
 */
export async function buildFeedItems(
  deps: Pick<AnalyseDeps, 'db' | 'writer' | 'classifier' | 'progress' | 'changes'>,
  scope: AnalyseScope,
): Promise<BuildFeedItemsResult> {
  const { db } = deps;
  const writer = deps.writer ?? localWriter;
  const progress = progressOf(deps);
  const work = await workOf(db, scope);
  let items = 0;
  const changedIds: string[] = [];
  let written = 0;
  const fallbacks: Record<string, number> = {};
  let classification: ClassificationSummary | null = null;
  progress.start(
    'Analysing days',
    work.reduce((n, w) => n + daysInScope(w.byDay, scope).length, 0),
  );
  for (const project of work) {
    const texts = await itemsOfProject({ ...deps, writer }, project, scope, progress);
    written += texts.written;
    for (const [reason, n] of Object.entries(texts.fallbacks))
      fallbacks[reason] = (fallbacks[reason] ?? 0) + n;
    classification = mergeSummaries(classification, texts.classification);
    const saved = await saveItems(db, texts.ready);
    items += saved.items;
    changedIds.push(...saved.changedIds);
  }
  const changed = changedIds.length;
  const by = writer === localWriter ? '' : `; ${writtenPhrase(writer.name, written, fallbacks)}`;
  progress.done(`${items} feed items (${changed} new or changed${by}) for ${work.length} projects`);
  if (work.length > 0) await deps.changes?.announce();
  return { projects: work.length, items, changed, changedIds, written, fallbacks, classification };
}
