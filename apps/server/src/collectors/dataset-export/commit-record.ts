// One commit as a line of `<owner>__<name>.ndjson.gz`, in the bundled dataset's schema and key
// order (data/README.md): no author e-mail, addresses in the message and name redacted, dates as
// git wrote them, merges without files, `oldPath` only on renames.
import type { LoggedCommit } from '../git/read-log';
import type { DatasetCommit } from '../demo/dataset';
import { redactEmails } from './redact';

export function datasetCommit(repo: string, commit: LoggedCommit): DatasetCommit {
  return {
    repo,
    sha: commit.sha,
    parents: commit.parents,
    authorName: redactEmails(commit.authorName),
    authorDate: commit.authoredAtText,
    committerDate: commit.committedAtText,
    message: redactEmails(commit.message),
    files:
      commit.parents.length > 1
        ? []
        : commit.files.map((f) => ({
            path: f.path,
            additions: f.additions,
            deletions: f.deletions,
            status: f.status,
            ...(f.status === 'R' && f.oldPath ? { oldPath: f.oldPath } : {}),
          })),
  };
}

/** The figures INDEX.json gives for a repository's exported commits. */
export interface CommitFigures {
  commitCount: number;
  mergeCommits: number;
  distinctAuthorNames: number;
  fileChangeRows: number;
  fileChangesWithNullCounts: number;
  firstCommittedAt: Date;
  lastCommittedAt: Date;
}

export function commitFigures(commits: DatasetCommit[]): CommitFigures {
  const times = commits.map((c) => new Date(c.committerDate).getTime());
  const files = commits.flatMap((c) => c.files);
  return {
    commitCount: commits.length,
    mergeCommits: commits.filter((c) => c.parents.length > 1).length,
    distinctAuthorNames: new Set(commits.map((c) => c.authorName)).size,
    fileChangeRows: files.length,
    fileChangesWithNullCounts: files.filter((f) => f.additions === null || f.deletions === null)
      .length,
    firstCommittedAt: new Date(times.reduce((a, b) => Math.min(a, b), Infinity)),
    lastCommittedAt: new Date(times.reduce((a, b) => Math.max(a, b), -Infinity)),
  };
}
