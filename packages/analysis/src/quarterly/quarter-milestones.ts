// The milestones timeline: the quarter's releases (one entry per release day) and its
// high-priority changes (one per day: the day's most important commit whose own signals make it
// high priority), at most MAX_MILESTONES, oldest first. Each milestone shows its own signals and
// its impact sentence follows them, never the signals of other commits of the same day.
import { SIGNAL_REGISTRY, sortSignals, type SignalId } from '@gitsignals/domain';
import { priorityFor } from '../priority';
import { isMajorVersion, parseVersion } from '../release-text';
import { byWeight, listJoin, plural, quoteCommit } from './quarter-commits';
import { isMeaningful } from './quarter-metrics';
import type { QuarterCommit, QuarterRelease } from './quarter-input';
import type { KeyMilestone } from './quarter-output';

export const MAX_MILESTONES = 12;
const RELEASES_NAMED = 3;

// Nightly and canary build tags are automation, not releases a reader should hear about.
const AUTOMATION_TAG = /nightly|canary|snapshot|latest|^dev[-_.]?/i;

interface Candidate extends KeyMilestone {
  /** Higher is kept first when there are too many. */
  weight: number;
}

const byName = (a: QuarterRelease, b: QuarterRelease): number =>
  a.name.localeCompare(b.name) || a.repository.localeCompare(b.repository);

const recordedDay = (iso: string | null): string | null => (iso === null ? null : iso.slice(0, 10));

function releaseImpact(majors: number, stable: number): string {
  if (majors > 0)
    return 'A major version: integrators should check it for breaking changes before upgrading.';
  if (stable === 0) return 'A pre-release for testers; users keep the current version for now.';
  return SIGNAL_REGISTRY.release.impact.user;
}

function releaseDays(releases: readonly QuarterRelease[]): Candidate[] {
  const byDay = new Map<string, QuarterRelease[]>();
  for (const r of releases) {
    if (AUTOMATION_TAG.test(r.name)) continue;
    const day = r.taggedAt.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  return [...byDay].map(([day, list]) => {
    const sorted = [...list].sort(byName);
    const majors = sorted.filter((r) => isMajorVersion(parseVersion(r.name)));
    const stable = sorted.filter((r) => parseVersion(r.name)?.prerelease == null);
    // A stable version is the news of its day; its release candidates are only counted.
    const shown =
      stable.length > 0 ? [...majors, ...stable.filter((r) => !majors.includes(r))] : sorted;
    const named = shown.slice(0, RELEASES_NAMED).map((r) => `${r.name} (${r.repository})`);
    const rest = sorted.length - named.length;
    const names =
      rest > 0 ? `${named.join(', ')} and ${plural(rest, 'more tag')}` : listJoin(named);
    return {
      date_period: day,
      milestone: `Released ${names}`,
      frontend_impact: releaseImpact(majors.length, stable.length),
      signals: ['release'],
      recorded_date: recordedDay(sorted[0]?.recordedAt ?? null),
      weight: majors.length > 0 ? 3 : stable.length > 0 ? 1 : 0,
    };
  });
}

/** A commit is a milestone when its own signals make it high priority (signals.md). */
const isHighPriority = (c: QuarterCommit) => isMeaningful(c) && priorityFor(c.signals) === 'high';

function highPriorityDays(commits: readonly QuarterCommit[]): Candidate[] {
  const byDay = new Map<string, QuarterCommit[]>();
  for (const c of commits.filter(isHighPriority)) {
    const day = c.committedAt.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), c]);
  }
  return [...byDay].map(([day, list]) => {
    const [lead, ...others] = [...list].sort(byWeight);
    const signals: SignalId[] = sortSignals(lead!.signals);
    const more =
      others.length > 0 ? `; ${plural(others.length, 'other high-priority change')} that day` : '';
    return {
      date_period: day,
      milestone: `${quoteCommit(lead!)}${more}`,
      // The most important of the milestone's own signals says who notices it and how.
      frontend_impact: SIGNAL_REGISTRY[signals[0]!].impact.user,
      signals,
      recorded_date: recordedDay(lead!.recordedAt),
      weight: 2,
    };
  });
}

export function keyMilestones(
  releases: readonly QuarterRelease[],
  commits: readonly QuarterCommit[],
): KeyMilestone[] {
  return [...releaseDays(releases), ...highPriorityDays(commits)]
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        b.date_period.localeCompare(a.date_period) ||
        a.milestone.localeCompare(b.milestone),
    )
    .slice(0, MAX_MILESTONES)
    .sort(
      (a, b) =>
        a.date_period.localeCompare(b.date_period) || a.milestone.localeCompare(b.milestone),
    )
    .map(({ weight: _weight, ...milestone }) => milestone);
}
