// The figures of one GitHub run (what it read, spent and skipped), and the line the operator
// watching the budget reads at its end.

export interface GithubRunReport {
  repositories: number;
  failed: { fullName: string; reason: string }[];
  newCommits: number;
  forkInherited: number;
  points: number;
  queries: number;
  restCalls: number;
  /** Commits stored without files because the REST cap was reached. */
  filesCapped: number;
  /** Commits merged in with committer dates older than the cursor, found through compare. */
  mergedLate: number;
  /** Merges whose brought-in commits were not looked for because the REST cap was reached. */
  mergesUnread: number;
  /** HEAD snapshots (paths and manifests) read, and the REST tree calls and points they took. */
  snapshots: number;
  /** Repositories whose HEAD moved without touching a manifest or the path set: nothing read. */
  snapshotsUnchanged: number;
  treeCalls: number;
  /** Trees GitHub cut short (over 100,000 entries or 7 MB): stored as far as returned. */
  treesTruncated: number;
  snapshotPoints: number;
  /** Why the run ended before every repository was done, or null. */
  stopped: string | null;
}

export const emptyReport = (repositories: number): GithubRunReport => ({
  repositories,
  failed: [],
  newCommits: 0,
  forkInherited: 0,
  points: 0,
  queries: 0,
  restCalls: 0,
  filesCapped: 0,
  mergedLate: 0,
  mergesUnread: 0,
  snapshots: 0,
  snapshotsUnchanged: 0,
  treeCalls: 0,
  treesTruncated: 0,
  snapshotPoints: 0,
  stopped: null,
});

/** What the run cost, for the operator watching the budget. */
export function runLine(report: GithubRunReport, remaining: number | null): string {
  const parts = [
    `${report.points} GraphQL points in ${report.queries} queries`,
    ...(remaining === null ? [] : [`${remaining} left this hour`]),
    `${report.restCalls} REST calls`,
    ...(report.treeCalls > 0
      ? [
          `${count(report.snapshots, 'HEAD snapshot')} read (${count(report.treeCalls, 'tree call')}, ${count(report.snapshotPoints, 'point')})`,
        ]
      : []),
    ...(report.snapshotsUnchanged > 0
      ? [`${report.snapshotsUnchanged} HEADs moved without touching manifests or paths`]
      : []),
    ...(report.treesTruncated > 0 ? [`${report.treesTruncated} trees truncated`] : []),
    `${report.newCommits} commits`,
    ...(report.forkInherited > 0 ? [`${report.forkInherited} fork-inherited skipped`] : []),
    ...(report.mergedLate > 0 ? [`${report.mergedLate} found behind merges`] : []),
    ...(report.filesCapped > 0 ? [`${report.filesCapped} stored without files (REST cap)`] : []),
    ...(report.failed.length > 0 ? [`${report.failed.length} repositories failed`] : []),
  ];
  return `GitHub: ${parts.join(', ')}`;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
