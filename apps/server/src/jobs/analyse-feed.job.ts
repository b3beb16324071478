// Builds the daily feed items of projects from their stored commits: one item per project and
// UTC day with meaningful activity. Idempotent: items are upserted by (project, day) and left
// untouched when nothing changed. An LLM writer is asked only for days whose facts changed.
import {
  analyseActivity,
  collectorNoiseOf,
  localWriter,
  PRIORITY_RANK,
  type ActivityAnalysis,
  type CommitInput,
  type TagInput,
  type Writer,
  type WrittenFeedText,
} from '@gitsignals/analysis';
import {
  commitsOfFeedItem,
  commitsOfProject,
  listFeedItems,
  listProjectRegistry,
  projectsWithCommits,
  tagsOfProject,
  upsertFeedItem,
  inTransaction,
  type Database,
  type FeedItemRow,
  type FeedItemWrite,
  type StoredCommit,
} from '@gitsignals/db';
import { z } from 'zod';
import type { Progress } from '../reporting/progress';
import { utcDay } from '../time';

export const analyseFeedPayloadSchema = z.object({
  projectSlugs: z.array(z.string()).optional(),
  /** Only rebuild items from this day on (YYYY-MM-DD). */
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type AnalyseFeedPayload = z.infer<typeof analyseFeedPayloadSchema>;

export interface AnalyseFeedResult {
  projects: number;
  items: number;
  changed: number;
  /** Items whose text the writer wrote in this run (an LLM writer skips unchanged days). */
  written: number;
}

/** Days of history the contributor baseline looks back over. */
const BASELINE_DAYS = 28;

function toCommitInput(c: StoredCommit): CommitInput {
  return {
    sha: c.sha,
    repository: c.repository,
    parents: c.parents,
    authorName: c.authorName,
    committedAt: c.committedAt.toISOString(),
    message: c.message,
    files: c.files.map((f) => ({ ...f, oldPath: f.oldPath ?? undefined })),
    // Live commits keep the noise only their collector could see (bursts, .gitattributes);
    // replayed demo history is judged by the current rules alone.
    collectorNoise: c.replayOffsetDays === null ? collectorNoiseOf(c.noiseReason) : null,
  };
}

function baselineBefore(day: string, byDay: Map<string, StoredCommit[]>) {
  const end = Date.parse(day);
  let commits = 0;
  const authorsPerDay: number[] = [];
  for (let i = 1; i <= BASELINE_DAYS; i += 1) {
    // The day itself is measured in meaningful commits: so is its baseline, or a project whose
    // history is mostly bot and merge traffic would never look busy.
    const list = (byDay.get(utcDay(new Date(end - i * 86_400_000))) ?? []).filter(
      (c) => c.noiseReason === null,
    );
    commits += list.length;
    authorsPerDay.push(new Set(list.map((c) => c.authorName)).size);
  }
  return {
    meanDailyCommits: commits / BASELINE_DAYS,
    meanDailyAuthors: authorsPerDay.reduce((a, b) => a + b, 0) / BASELINE_DAYS,
  };
}

type RegistryRow = Awaited<ReturnType<typeof listProjectRegistry>>[number];
type ProjectTag = Awaited<ReturnType<typeof tagsOfProject>>[number];

interface DayAnalysis {
  analysis: ActivityAnalysis;
  dayCommits: StoredCommit[];
  dayTags: ProjectTag[];
}

/** The analysis of one project-day, or null when the day had only noise. */
function analyseDay(
  project: RegistryRow,
  day: string,
  byDay: Map<string, StoredCommit[]>,
  projectTags: ProjectTag[],
): DayAnalysis | null {
  const dayCommits = byDay.get(day) ?? [];
  const dayTags = projectTags.filter((t) => t.taggedAt && utcDay(t.taggedAt) === day);
  const analysis = analyseActivity({
    project: {
      slug: project.slug,
      name: project.name,
      category: project.category,
      networks: project.networks,
    },
    commits: dayCommits.map(toCommitInput),
    tags: dayTags.map((t): TagInput => ({
      name: t.name,
      repository: t.repository,
      sha: t.sha,
      taggedAt: t.taggedAt!.toISOString(),
    })),
    analysisDate: day,
    daysAnalyzed: 1,
    baseline: baselineBefore(day, byDay),
  });
  return analysis ? { analysis, dayCommits, dayTags } : null;
}

/** The feed item of one project-day with its text, ready to store. */
function feedItemOf(
  project: RegistryRow,
  { analysis, dayCommits, dayTags }: DayAnalysis,
  text: WrittenFeedText,
): FeedItemWrite {
  const draft = analysis.draft;
  const bySha = new Map(dayCommits.map((c) => [c.sha, c]));
  const described = draft.commitShas.map((sha) => bySha.get(sha)).filter((c) => c !== undefined);
  const replayed = described.filter((c) => c.replayOffsetDays !== null);
  const newestRecorded = replayed.reduce<Date | null>(
    (max, c) => (max === null || c.recordedCommittedAt > max ? c.recordedCommittedAt : max),
    null,
  );
  return {
    projectId: project.id,
    owner: draft.owner,
    title: text.title,
    summary: text.summary,
    content: text.content,
    totalCommits: draft.total_commits,
    priority: draft.priority,
    priorityRank: PRIORITY_RANK[draft.priority],
    signals: draft.signals,
    tags: draft.tags,
    category: draft.category,
    networks: draft.networks,
    analysisDate: draft.analysis_date,
    daysAnalyzed: draft.days_analyzed,
    score: draft.score,
    imageUrl: project.iconUrl,
    noise: draft.noise,
    isReplay: replayed.length > 0,
    recordedDate: newestRecorded ? utcDay(newestRecorded) : null,
    commitIds: described.map((c) => c.id),
    tagIds: dayTags.map((t) => t.id),
  };
}

/** JSON with sorted keys: jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The stored item's text when the day's facts are what they were when it was written (same
 * commits, signals, priority, score, tags, noise…), so an LLM is not paid to write it again.
 * A text equal to the local writer's is not reused: the LLM writer replaces it (it was written
 * before the LLM was configured, or as a fallback when the model failed).
 */
async function reusableText(
  db: Database,
  stored: FeedItemRow | undefined,
  item: FeedItemWrite,
  commitShas: string[],
  localText: WrittenFeedText,
): Promise<WrittenFeedText | null> {
  if (!stored) return null;
  const same =
    stored.owner === item.owner &&
    stored.priority === item.priority &&
    stored.totalCommits === item.totalCommits &&
    stored.category === item.category &&
    // real (float4) column: compare at its precision.
    Math.fround(stored.score) === Math.fround(item.score) &&
    stored.isReplay === item.isReplay &&
    stored.recordedDate === item.recordedDate &&
    canonical(stored.signals) === canonical(item.signals) &&
    canonical(stored.networks) === canonical(item.networks) &&
    canonical(stored.tags) === canonical(item.tags) &&
    canonical(stored.noise) === canonical(item.noise);
  if (!same) return null;
  if (
    stored.title === localText.title &&
    stored.summary === localText.summary &&
    stored.content === localText.content
  )
    return null;
  const storedShas = (await commitsOfFeedItem(db, stored.id)).map((c) => c.sha).sort();
  if (canonical(storedShas) !== canonical([...commitShas].sort())) return null;
  return { title: stored.title, summary: stored.summary, content: stored.content };
}

/** Daily items already stored for a project (from `since`), by day. */
async function storedItemsOf(
  db: Database,
  projectId: number,
  since: string | undefined,
): Promise<Map<string, FeedItemRow>> {
  const rows = await listFeedItems(db, { projectIds: [projectId], since }, 1_000_000, 0);
  return new Map(rows.filter((r) => r.daysAnalyzed === 1).map((r) => [r.analysisDate, r]));
}

async function commitsByDay(db: Database, projectId: number): Promise<Map<string, StoredCommit[]>> {
  const byDay = new Map<string, StoredCommit[]>();
  for (const c of await commitsOfProject(db, projectId)) {
    const day = utcDay(c.committedAt);
    const list = byDay.get(day) ?? [];
    list.push(c);
    byDay.set(day, list);
  }
  return byDay;
}

/**
 * Builds the items of the selected projects. With an LLM writer the texts are written before
 * the project's transaction opens: a slow model must not hold the database (on the embedded
 * default, its only connection) while it thinks.
 */
export async function analyseFeed(
  db: Database,
  payload: AnalyseFeedPayload,
  progress: Progress,
  writer: Writer = localWriter,
): Promise<AnalyseFeedResult> {
  const registry = await listProjectRegistry(db);
  const withCommits = new Set((await projectsWithCommits(db)).map((r) => r.projectId));
  const selected = registry.filter(
    (p) =>
      withCommits.has(p.id) && (!payload.projectSlugs || payload.projectSlugs.includes(p.slug)),
  );
  const work: { project: RegistryRow; byDay: Map<string, StoredCommit[]> }[] = [];
  for (const project of selected) work.push({ project, byDay: await commitsByDay(db, project.id) });

  const local = writer === localWriter;
  let items = 0;
  let changed = 0;
  let written = 0;
  const daysToAnalyse = (byDay: Map<string, StoredCommit[]>) =>
    [...byDay.keys()].sort().filter((day) => !payload.since || day >= payload.since);
  progress.start(
    'Analysing days',
    work.reduce((n, w) => n + daysToAnalyse(w.byDay).length, 0),
  );
  for (const { project, byDay } of work) {
    const projectTags = await tagsOfProject(db, project.id);
    const days = daysToAnalyse(byDay);
    const stored = local
      ? new Map<string, FeedItemRow>()
      : await storedItemsOf(db, project.id, payload.since);
    // Days are handed to the writer together: an LLM writer runs LLM_CONCURRENCY of them at a
    // time (the local writer simply runs them in turn); items come back in day order.
    const ready = await Promise.all(
      days.map(async (day): Promise<FeedItemWrite | null> => {
        const analysed = analyseDay(project, day, byDay, projectTags);
        if (!analysed) {
          progress.tick(1, project.name);
          return null;
        }
        const { facts, draft } = analysed.analysis;
        const localText = localWriter.write(facts);
        const kept = local
          ? null
          : await reusableText(
              db,
              stored.get(day),
              feedItemOf(project, analysed, localText),
              draft.commitShas,
              localText,
            );
        if (!kept) written += 1;
        const text = kept ?? (local ? localText : await writer.write(facts));
        progress.tick(1, project.name);
        return feedItemOf(project, analysed, text);
      }),
    );
    await inTransaction(db, async (tx) => {
      for (const item of ready) {
        if (!item) continue;
        const result = await upsertFeedItem(tx, item);
        items += 1;
        if (result.changed) changed += 1;
      }
    });
  }
  const by = local ? '' : `; ${written} written by ${writer.name}`;
  progress.done(`${items} feed items (${changed} new or changed${by}) for ${work.length} projects`);
  return { projects: work.length, items, changed, written };
}
