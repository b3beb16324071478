// Builds the daily feed items of projects from their stored commits: one item per project and
// UTC day with meaningful activity. Idempotent: items are upserted by (project, day) and left
// untouched when nothing changed.
import {
  buildFeedItem,
  collectorNoiseOf,
  PRIORITY_RANK,
  type CommitInput,
  type TagInput,
} from '@gitsignals/analysis';
import {
  commitsOfProject,
  listProjectRegistry,
  projectsWithCommits,
  tagsOfProject,
  upsertFeedItem,
  inTransaction,
  type Database,
  type FeedItemWrite,
  type StoredCommit,
} from '@gitsignals/db';
import { z } from 'zod';
import type { Progress } from '../cli/progress';
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
    const list = byDay.get(utcDay(new Date(end - i * 86_400_000))) ?? [];
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

/** The feed item of one project-day, ready to store, or null when the day had only noise. */
function feedItemOfDay(
  project: RegistryRow,
  day: string,
  byDay: Map<string, StoredCommit[]>,
  projectTags: ProjectTag[],
): FeedItemWrite | null {
  const dayCommits = byDay.get(day) ?? [];
  const dayTags = projectTags.filter((t) => t.taggedAt && utcDay(t.taggedAt) === day);
  const draft = buildFeedItem({
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
  if (!draft) return null;
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
    title: draft.title,
    summary: draft.summary,
    content: draft.content,
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

export async function analyseFeed(
  db: Database,
  payload: AnalyseFeedPayload,
  progress: Progress,
): Promise<AnalyseFeedResult> {
  const registry = await listProjectRegistry(db);
  const withCommits = new Set((await projectsWithCommits(db)).map((r) => r.projectId));
  const selected = registry.filter(
    (p) =>
      withCommits.has(p.id) && (!payload.projectSlugs || payload.projectSlugs.includes(p.slug)),
  );
  const work: { project: RegistryRow; byDay: Map<string, StoredCommit[]> }[] = [];
  for (const project of selected) work.push({ project, byDay: await commitsByDay(db, project.id) });

  let items = 0;
  let changed = 0;
  progress.start(
    'Analysing days',
    work.reduce((n, w) => n + w.byDay.size, 0),
  );
  for (const { project, byDay } of work) {
    const projectTags = await tagsOfProject(db, project.id);
    const days = [...byDay.keys()].sort().filter((day) => !payload.since || day >= payload.since);
    await inTransaction(db, async (tx) => {
      for (const day of days) {
        const item = feedItemOfDay(project, day, byDay, projectTags);
        progress.tick(1, project.name);
        if (!item) continue;
        const result = await upsertFeedItem(tx, item);
        items += 1;
        if (result.changed) changed += 1;
      }
    });
  }
  progress.done(`${items} feed items (${changed} new or changed) for ${work.length} projects`);
  return { projects: work.length, items, changed };
}
