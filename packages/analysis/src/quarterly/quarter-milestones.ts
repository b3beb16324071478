// The milestones timeline: the quarter's releases (one entry per release day) and its
// high-priority daily items, at most MAX_MILESTONES, oldest first.
import { SIGNAL_REGISTRY, sortSignals } from '@gitsignals/domain';
import { isMajorVersion, parseVersion } from '../release-text';
import { listJoin, plural } from './quarter-commits';
import type { QuarterFeedItem, QuarterRelease } from './quarter-input';
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
    const impact =
      majors.length > 0
        ? 'A major version: integrators should check it for breaking changes before upgrading.'
        : stable.length === 0
          ? 'A pre-release for testers; users keep the current version for now.'
          : SIGNAL_REGISTRY.release.impact.user;
    return {
      date_period: day,
      milestone: `Released ${names}`,
      frontend_impact: impact,
      weight: majors.length > 0 ? 3 : stable.length > 0 ? 1 : 0,
    };
  });
}

function highPriorityDays(items: readonly QuarterFeedItem[]): Candidate[] {
  return items
    .filter((i) => i.priority === 'high')
    .map((i) => {
      const lead = sortSignals(i.signals)[0];
      return {
        date_period: i.analysisDate,
        milestone: i.title,
        frontend_impact:
          lead === undefined
            ? SIGNAL_REGISTRY.release.impact.user
            : SIGNAL_REGISTRY[lead].impact.user,
        weight: 2,
      };
    });
}

export function keyMilestones(
  releases: readonly QuarterRelease[],
  items: readonly QuarterFeedItem[],
): KeyMilestone[] {
  return [...releaseDays(releases), ...highPriorityDays(items)]
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
    .map(({ date_period, milestone, frontend_impact }) => ({
      date_period,
      milestone,
      frontend_impact,
    }));
}
