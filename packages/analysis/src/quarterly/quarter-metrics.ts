// The quarter's figures: every commit counts for volume (commits, files, lines, authors), only
// meaningful commits count for "lines of code changed" and for where the work went.
import { SIGNAL_IDS, type SignalId } from '@gitsignals/domain';
import { isBotAuthor } from '../detect-noise';
import { weeksOfQuarter, weekStartOf, type QuarterPeriod } from './quarter-period';
import type { QuarterCommit } from './quarter-input';
import type { QuarterlyMetrics, QuarterWeek } from './quarter-output';

/** One person, whatever spelling of the name a commit carries when a login is known. */
export const authorKey = (c: QuarterCommit): string =>
  c.authorLogin !== null && c.authorLogin !== ''
    ? `login:${c.authorLogin.toLowerCase()}`
    : `name:${c.authorName.trim().toLowerCase()}`;

export const isMeaningful = (c: QuarterCommit): boolean => c.noise === null;

/** Signals of meaningful commits, most commits first; spec order breaks ties. */
export function signalCounts(commits: readonly QuarterCommit[]): QuarterlyMetrics['signal_counts'] {
  const counts = new Map<SignalId, number>();
  for (const c of commits) {
    if (!isMeaningful(c)) continue;
    for (const s of new Set(c.signals)) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return [...counts]
    .map(([signal, n]) => ({ signal, commits: n }))
    .sort(
      (a, b) =>
        b.commits - a.commits || SIGNAL_IDS.indexOf(a.signal) - SIGNAL_IDS.indexOf(b.signal),
    );
}

export function quarterMetrics(commits: readonly QuarterCommit[]): QuarterlyMetrics {
  let files = 0;
  let lines = 0;
  let meaningfulLines = 0;
  let meaningful = 0;
  const authors = new Set<string>();
  const humans = new Set<string>();
  const repositories = new Set<string>();
  for (const c of commits) {
    const changed = c.additions + c.deletions;
    files += c.filesChanged;
    lines += changed;
    repositories.add(c.repository);
    authors.add(authorKey(c));
    if (!isBotAuthor(c.authorName) && !isBotAuthor(c.authorLogin ?? '')) humans.add(authorKey(c));
    if (isMeaningful(c)) {
      meaningful += 1;
      meaningfulLines += changed;
    }
  }
  const names = [...repositories].sort((a, b) => a.localeCompare(b));
  return {
    total_commits: commits.length,
    total_files_changed: files,
    total_lines_changed: lines,
    unique_authors: { count: authors.size },
    unique_repositories: { count: names.length, names },
    unique_contributors: humans.size,
    lines_of_code_changed: meaningfulLines,
    meaningful_commits: meaningful,
    filtered_commits: commits.length - meaningful,
    signal_counts: signalCounts(commits),
  };
}

/**
 * Meaningful commits and their distinct authors per Sunday-start week, every week of the quarter
 * present: the same measure as the daily feed and the project page's chart.
 */
export function weeklyActivity(
  quarter: QuarterPeriod,
  commits: readonly QuarterCommit[],
): QuarterWeek[] {
  const byWeek = new Map<string, { commits: number; authors: Set<string> }>(
    weeksOfQuarter(quarter).map((w) => [w, { commits: 0, authors: new Set<string>() }]),
  );
  for (const c of commits) {
    const week = byWeek.get(weekStartOf(c.committedAt));
    if (week === undefined || !isMeaningful(c)) continue;
    week.commits += 1;
    week.authors.add(authorKey(c));
  }
  return [...byWeek].map(([weekStart, w]) => ({
    weekStart,
    commits: w.commits,
    contributors: w.authors.size,
  }));
}
