// INDEX.json: one entry per exported repository (the fields import-demo and data/README.md read)
// and the totals over all of them. An export inserts or replaces its repository's entry and
// leaves every other entry as it was; entries are ordered by repository name. No wall-clock time
// is written (the `generatedAt` of older files is dropped), so the same export gives the same
// bytes.
import { PROJECT_CATEGORIES } from '@gitsignals/domain';
import type { CommitFigures } from './commit-record';
import { utcText } from './window';

export interface IndexEntry {
  repo: string;
  projectSlug: string;
  projectName: string;
  category: string;
  commitsFile: string;
  metaFile: string;
  defaultBranch: string | null;
  headSha: string;
  headDate: string;
  commitCount: number;
  capped: boolean;
  mergeCommits: number;
  distinctAuthorNames: number;
  fileChangeRows: number;
  fileChangesWithNullCounts: number;
  dateRange: { firstCommitterDateUTC: string; lastCommitterDateUTC: string; windowStart: string };
  tagsInWindow: number;
  pathCount: number;
  dependencyCount: number;
  missingBlobCount: number;
  sizes: { commitsGzBytes: number; metaJsonBytes: number };
}

/** What a new INDEX.json starts with, in the words of the bundled one. */
const NEW_INDEX: Record<string, unknown> = {
  title: 'Shared activity dataset (real public git history of Web3 repositories)',
  window:
    "365 days back from each repository's newest commit (committer date), all commits reachable from the default-branch HEAD, cap 4000 per repo (newest first by committer date); export-dataset's --days and --cap change them per repository (each meta file says)",
  schema: {
    commit: [
      'repo',
      'sha',
      'parents',
      'authorName',
      'authorDate',
      'committerDate',
      'message',
      'files[{path,additions,deletions,status(A|M|D|R),oldPath?}]',
    ],
    notes:
      'e-mail addresses removed everywhere (author e-mails not exported; e-mails inside messages replaced by <redacted>); merge commits have files: []; binary files and blobs absent from the snapshot have null additions/deletions',
  },
  totals: {},
  repos: [],
  fetchNotes: [],
};

/** What the export knows of the repository besides its commits' figures. */
export type IndexFacts = Pick<
  IndexEntry,
  | 'repo'
  | 'projectSlug'
  | 'projectName'
  | 'category'
  | 'commitsFile'
  | 'metaFile'
  | 'defaultBranch'
  | 'headSha'
  | 'headDate'
  | 'capped'
  | 'tagsInWindow'
  | 'pathCount'
  | 'dependencyCount'
  | 'missingBlobCount'
  | 'sizes'
> & { windowStart: string };

export function indexEntry(figures: CommitFigures, facts: IndexFacts): IndexEntry {
  return {
    repo: facts.repo,
    projectSlug: facts.projectSlug,
    projectName: facts.projectName,
    category: facts.category,
    commitsFile: facts.commitsFile,
    metaFile: facts.metaFile,
    defaultBranch: facts.defaultBranch,
    headSha: facts.headSha,
    headDate: facts.headDate,
    commitCount: figures.commitCount,
    capped: facts.capped,
    mergeCommits: figures.mergeCommits,
    distinctAuthorNames: figures.distinctAuthorNames,
    fileChangeRows: figures.fileChangeRows,
    fileChangesWithNullCounts: figures.fileChangesWithNullCounts,
    dateRange: {
      firstCommitterDateUTC: utcText(figures.firstCommittedAt),
      lastCommitterDateUTC: utcText(figures.lastCommittedAt),
      windowStart: facts.windowStart,
    },
    tagsInWindow: facts.tagsInWindow,
    pathCount: facts.pathCount,
    dependencyCount: facts.dependencyCount,
    missingBlobCount: facts.missingBlobCount,
    sizes: facts.sizes,
  };
}

type IndexEntryLike = Pick<IndexEntry, 'repo' | 'projectSlug' | 'category' | 'commitCount'> & {
  sizes: { commitsGzBytes: number; metaJsonBytes: number };
  subsets?: string[];
};

/** Repositories, commits and bytes, and how many projects (in all and by category) have history. */
export function indexTotals(entries: IndexEntryLike[]) {
  const projects = new Map(entries.map((e) => [e.projectSlug, e.category]));
  const byCategory = Object.fromEntries(
    PROJECT_CATEGORIES.map((c) => [c, [...projects.values()].filter((p) => p === c).length]),
  );
  return {
    repos: entries.length,
    commits: entries.reduce((n, e) => n + e.commitCount, 0),
    bytes: entries.reduce((n, e) => n + e.sizes.commitsGzBytes + e.sizes.metaJsonBytes, 0),
    projects: projects.size,
    projectsByCategory: byCategory,
  };
}

/** The INDEX.json text with `entry` inserted or replaced (`existing`: the current file's JSON). */
export function updatedIndexText(existing: Record<string, unknown> | null, entry: IndexEntry) {
  const { generatedAt: _wallClock, ...kept } = existing ?? NEW_INDEX;
  const before = (kept.repos ?? []) as IndexEntryLike[];
  const others = before.filter((e) => e.repo !== entry.repo);
  // The named subsets an entry belongs to (DEMO_SUBSET, ADR 035) are the index's, not the export's.
  const subsets = before.find((e) => e.repo === entry.repo)?.subsets;
  const repos = [...others, subsets ? { ...entry, subsets } : entry].sort((a, b) =>
    a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : 0,
  );
  return JSON.stringify({ ...kept, totals: indexTotals(repos), repos }, null, 1);
}
