// `<owner>__<name>.meta.json.gz`: the repository's head, window, tags created in the window, the HEAD
// tree's paths and dependencies (readSnapshot's, as the live collector stores them) and the
// contacts the project publishes in its files, in the bundled dataset's key order (data/README.md).
import type { NewDependency } from '@gitsignals/db';
import type { PublishedContact } from '@gitsignals/domain';
import type { CollectedSnapshot } from '../collected';
import type { WrittenTag } from '../git/read-tags';
import { MAX_PATHS } from '../git/read-snapshot';

export interface ExportedHead {
  sha: string;
  /** The head commit's committer date as git wrote it. */
  date: string;
  defaultBranch: string | null;
}

export interface MetaInput {
  repo: string;
  head: ExportedHead;
  windowStart: string;
  days: number;
  cap: number;
  commitCount: number;
  capped: boolean;
  missingBlobs: number;
  tags: WrittenTag[];
  snapshot: CollectedSnapshot;
}

/** Tags whose date falls in the window (on or after its start), oldest first. */
export function tagsInWindow(tags: WrittenTag[], windowStart: Date) {
  return tags
    .filter((t) => t.taggedAt !== null && t.taggedAt.getTime() >= windowStart.getTime())
    .sort((a, b) => a.taggedAt!.getTime() - b.taggedAt!.getTime() || compareText(a.name, b.name))
    .map((t) => ({ name: t.name, date: t.taggedAtText, targetSha: t.sha }));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A dependency as the dataset writes it: kind and source only where they apply. */
function dependencyRecord(d: NewDependency) {
  return {
    ecosystem: d.ecosystem,
    name: d.name,
    version: d.version,
    manifestPath: d.manifestPath,
    ...(d.kind !== null ? { kind: d.kind } : {}),
    ...(d.source !== null ? { source: d.source } : {}),
  };
}

/** A published contact in the record's key order; an address only for a security contact. */
function contactRecord(c: PublishedContact): PublishedContact {
  return {
    kind: c.kind,
    handle: c.handle,
    name: c.name,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.kind === 'security' ? c.email : null,
    url: c.url,
    title: c.title,
    path: c.path,
  };
}

function snapshotNote(input: MetaInput): string {
  const { head, days, cap, missingBlobs } = input;
  const missing =
    missingBlobs > 0
      ? ` ${missingBlobs} blob(s) the window's changes need are absent from the repository: their additions/deletions are null.`
      : '';
  return (
    `Exported by export-dataset from HEAD (${head.defaultBranch ?? 'detached'}) at ${head.date}; ` +
    `window = commits reachable from HEAD (all parents) with committer date within ${days} days ` +
    `before the head commit, newest first, cap ${cap}. Merge commits carry files: [] (no combined diff).` +
    missing
  );
}

export function datasetMeta(input: MetaInput) {
  const { snapshot } = input;
  return {
    repo: input.repo,
    defaultBranch: input.head.defaultBranch,
    headSha: input.head.sha,
    headDate: input.head.date,
    windowStart: input.windowStart,
    windowDays: input.days,
    commitCount: input.commitCount,
    capped: input.capped,
    cap: input.cap,
    fetchedSnapshotNote: snapshotNote(input),
    missingBlobCount: input.missingBlobs,
    tags: tagsInWindow(input.tags, new Date(input.windowStart)),
    pathCount: snapshot.paths.length,
    pathsNote:
      snapshot.paths.length >= MAX_PATHS
        ? `HEAD has at least ${MAX_PATHS} paths, the cap: the first ${MAX_PATHS} in tree order are listed`
        : null,
    paths: snapshot.paths,
    dependencies: snapshot.dependencies.map(dependencyRecord),
    // readSnapshot skips a manifest it cannot parse without saying so: none are reported.
    dependencyParseErrors: [] as string[],
    publishedContacts: (snapshot.publishedContacts ?? []).map(contactRecord),
  };
}

export type DatasetMeta = ReturnType<typeof datasetMeta>;
