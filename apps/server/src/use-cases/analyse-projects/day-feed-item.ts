// One project-day through the engine: the day's commits and tags as engine input (with the
// contributor baseline of the days before), and the analysed day as a feed item ready to store.
import {
  analyseActivity,
  collectorNoiseOf,
  PRIORITY_RANK,
  type ActivityAnalysis,
  type ClassifierVerdict,
  type CommitInput,
  type TagInput,
  type WrittenFeedText,
} from '@gitsignals/analysis';
import type {
  FeedItemWrite,
  listProjectRegistry,
  StoredCommit,
  listTagsOfProject,
} from '@gitsignals/db';
import { shiftDay, utcDay } from '@gitsignals/domain';

/** Days of history the contributor baseline looks back over. */
export const BASELINE_DAYS = 28;

export function toCommitInput(c: StoredCommit): CommitInput {
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
  let commits = 0;
  const authorsPerDay: number[] = [];
  for (let i = 1; i <= BASELINE_DAYS; i += 1) {
    // The day itself is measured in meaningful commits: so is its baseline, or a project whose
    // history is mostly bot and merge traffic would never look busy.
    const list = (byDay.get(shiftDay(day, -i)) ?? []).filter((c) => c.noiseReason === null);
    commits += list.length;
    authorsPerDay.push(new Set(list.map((c) => c.authorName)).size);
  }
  return {
    meanDailyCommits: commits / BASELINE_DAYS,
    meanDailyAuthors: authorsPerDay.reduce((a, b) => a + b, 0) / BASELINE_DAYS,
  };
}

export type RegistryRow = Awaited<ReturnType<typeof listProjectRegistry>>[number];
export type ProjectTag = Awaited<ReturnType<typeof listTagsOfProject>>[number];

export interface DayAnalysis {
  analysis: ActivityAnalysis;
  dayCommits: StoredCommit[];
  dayTags: ProjectTag[];
}

/**
 * The analysis of one project-day, or null when the day had only noise. A day whose baseline
 * reaches before `historyFrom` (older commits not stored yet) has no baseline: no surge is read
 * against days that only look quiet. `verdicts` (CLASSIFIER=llm) decide the signals of the
 * commits they name; the rules decide the others.
 */
export function analyseDay(
  project: RegistryRow,
  day: string,
  byDay: Map<string, StoredCommit[]>,
  projectTags: ProjectTag[],
  historyFrom?: string,
  verdicts?: ReadonlyMap<string, ClassifierVerdict>,
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
    baseline:
      historyFrom !== undefined && shiftDay(day, -BASELINE_DAYS) < historyFrom
        ? undefined
        : baselineBefore(day, byDay),
    verdicts,
  });
  return analysis ? { analysis, dayCommits, dayTags } : null;
}

/** The feed item of one project-day with its text, ready to store. */
export function feedItemOf(
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
    possibleSignals: draft.possible_signals,
    isReplay: replayed.length > 0,
    recordedDate: newestRecorded ? utcDay(newestRecorded) : null,
    commitIds: described.map((c) => c.id),
    tagIds: dayTags.map((t) => t.id),
  };
}
