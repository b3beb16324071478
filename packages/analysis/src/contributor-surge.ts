// contributor_surge is a day-level signal (signals.md): unusual activity against the
// project's own baseline. Evaluated for daily items only, because the baseline is per day.

export interface SurgeBaseline {
  meanDailyCommits: number;
  meanDailyAuthors: number;
}

export interface SurgeFact {
  commits: number;
  authors: number;
  /** Ratio against the baseline of the measure that triggered (rounded to one decimal). */
  ratio: number;
  measure: 'commits' | 'contributors';
}

export const SURGE_RATIO = 3;
export const SURGE_MINIMUM = 5;

function ratioOf(value: number, mean: number): number {
  return mean > 0 ? value / mean : Number.POSITIVE_INFINITY;
}

/** A surge when meaningful commits or distinct authors are ≥ 3× baseline and ≥ 5. */
export function detectSurge(
  commits: number,
  authors: number,
  daysAnalyzed: number,
  baseline: SurgeBaseline | undefined,
): SurgeFact | null {
  if (baseline === undefined || daysAnalyzed !== 1) return null;
  const commitRatio = ratioOf(commits, baseline.meanDailyCommits);
  const authorRatio = ratioOf(authors, baseline.meanDailyAuthors);
  const commitSurge = commits >= SURGE_MINIMUM && commitRatio >= SURGE_RATIO;
  const authorSurge = authors >= SURGE_MINIMUM && authorRatio >= SURGE_RATIO;
  if (!commitSurge && !authorSurge) return null;
  // Report the measure that stands out more; a missing baseline (0) reads as a ratio of 0.
  const useAuthors = authorSurge && (!commitSurge || authorRatio > commitRatio);
  const ratio = useAuthors ? authorRatio : commitRatio;
  return {
    commits,
    authors,
    ratio: Number.isFinite(ratio) ? Math.round(ratio * 10) / 10 : 0,
    measure: useAuthors ? 'contributors' : 'commits',
  };
}
