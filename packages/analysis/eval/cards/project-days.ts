// A project's history cut into UTC days, and one day through the engine the way the product's
// analyse step does it (apps/server/src/use-cases/analyse-projects/day-feed-item.ts): the day's
// commits and tags, and a contributor baseline of the 28 days before, counted in meaningful
// commits. Pure: the caller reads the data.
import { dayDifference, shiftDay, utcDay, utcMidnight } from '@gitsignals/domain';
import { analyseActivity, buildFeedItem, type FeedItemDraft } from '../../src/build-feed-item';
import { classifyCommit } from '../../src/classify-commit';
import type { SurgeBaseline } from '../../src/contributor-surge';
import type { CommitInput, ProjectInput, TagInput } from '../../src/types';
import type { HighlightFact } from '../../src/writer';

/** Days of history the contributor baseline looks back over (as the analyse job does). */
export const BASELINE_DAYS = 28;

export interface ProjectHistory {
  project: ProjectInput;
  byDay: Map<string, CommitInput[]>;
  tags: TagInput[];
  /** Days with commits whose whole baseline lies inside the dataset's window, sorted. */
  days: string[];
}

export function historyOf(
  project: ProjectInput,
  commits: CommitInput[],
  tags: TagInput[],
): ProjectHistory {
  const byDay = new Map<string, CommitInput[]>();
  for (const c of commits) {
    const day = utcDay(Date.parse(c.committedAt));
    byDay.set(day, [...(byDay.get(day) ?? []), c]);
  }
  const all = [...byDay.keys()].sort();
  const first = all[0] ?? '';
  // A day near the start of the window would be measured against days that only look quiet.
  const days = all.filter(
    (d) => dayDifference(utcMidnight(first), utcMidnight(d)) >= BASELINE_DAYS,
  );
  return { project, byDay, tags, days };
}

const meaningfulCache = new WeakMap<CommitInput, boolean>();
function isMeaningful(c: CommitInput): boolean {
  let v = meaningfulCache.get(c);
  if (v === undefined) {
    v = classifyCommit(c).noise === null;
    meaningfulCache.set(c, v);
  }
  return v;
}

function baselineBefore(h: ProjectHistory, day: string): SurgeBaseline {
  let commits = 0;
  let authors = 0;
  for (let i = 1; i <= BASELINE_DAYS; i += 1) {
    const list = (h.byDay.get(shiftDay(day, -i)) ?? []).filter(isMeaningful);
    commits += list.length;
    authors += new Set(list.map((c) => c.authorName)).size;
  }
  return { meanDailyCommits: commits / BASELINE_DAYS, meanDailyAuthors: authors / BASELINE_DAYS };
}

function inputOf(h: ProjectHistory, day: string) {
  return {
    project: h.project,
    commits: h.byDay.get(day) ?? [],
    tags: h.tags.filter((t) => utcDay(Date.parse(t.taggedAt)) === day),
    analysisDate: day,
    daysAnalyzed: 1,
    baseline: baselineBefore(h, day),
  };
}

/** The day's feed item, exactly as buildFeedItem writes it today; null for a noise-only day. */
export function dayFeedItem(h: ProjectHistory, day: string): FeedItemDraft | null {
  return buildFeedItem(inputOf(h, day));
}

/** What the selector needs of a day: its priority and the commit its title is about. */
export function dayOutline(
  h: ProjectHistory,
  day: string,
): { priority: FeedItemDraft['priority']; headline: HighlightFact | null; message: string } | null {
  const analysis = analyseActivity(inputOf(h, day));
  if (analysis === null) return null;
  const headline = analysis.facts.headline;
  const commit = (h.byDay.get(day) ?? []).find((c) => c.sha === headline?.sha);
  return { priority: analysis.draft.priority, headline, message: commit?.message ?? '' };
}
