// The repository at a HEAD through the API, what the git collector reads from its mirror: every
// path from one REST tree call (github-snapshot-tree.ts), and the manifests' texts (package.json,
// Cargo.toml, remappings, .gitmodules, .gitattributes…) from batched GraphQL blob lookups by oid
// (github-snapshot-blobs.ts). Blobs are fetched by the oid the tree listed, so paths and contents
// describe the same commit even if a push lands in between.
import {
  dependenciesOf,
  isManifestPath,
  parseGitattributes,
  type AttributePatterns,
} from '@gitsignals/analysis';
import type { NewCommitFile, NewDependency } from '@gitsignals/db';
import { parse as parseToml } from 'smol-toml';
import type { CollectedSnapshot } from '../collected';
import type { GithubGraphql } from './github-graphql';
import type { GithubHttp } from './github-http';
import { readBlobs, type BlobLookup, type Wanted } from './github-snapshot-blobs';
import { isAttributes, isSnapshotFile, readTree, type TreeEntry } from './github-snapshot-tree';

/** Same caps as the git collector's snapshot (read-snapshot.ts). */
const MAX_PATHS = 20_000;
const MAX_MANIFESTS = 300;
const MAX_MANIFEST_BYTES = 256_000;

export interface SnapshotTarget {
  owner: string;
  name: string;
  fullName: string;
  head: string;
  headAt: string | null;
  defaultBranch: string | null;
}

/** A snapshot read, with the submodule paths the next run needs to judge changed files. */
export interface ReadSnapshot {
  snapshot: CollectedSnapshot;
  submodules: string[];
}

export interface SnapshotCounts {
  treeCalls: number;
  treesTruncated: number;
  blobQueries: number;
}

export interface SnapshotReader {
  /** Snapshots by target index; a target whose tree or blobs could not be read gets none. */
  read(list: SnapshotTarget[]): Promise<(ReadSnapshot | null)[]>;
  /** What the reads of this run cost so far. */
  readonly counts: SnapshotCounts;
}

/** The reader's state: its clients and the counts of every read so far. */
interface SnapshotReading {
  http: GithubHttp;
  graphql: GithubGraphql;
  log: (message: string) => void;
  counts: SnapshotCounts;
}

/**
 * Whether commits could have changed what the snapshot holds: a path added, removed or renamed
 * (the path set), a manifest, .gitattributes or submodule pin modified. A commit whose files are
 * unknown (REST cap, merges) counts as a change unless it is a merge: the commits it brings in
 * are collected themselves.
 */
export function touchesSnapshot(
  commits: { parents: string[]; files: NewCommitFile[] }[],
  submodules: ReadonlySet<string>,
): boolean {
  return commits.some((commit) => {
    if (commit.files.length === 0) return commit.parents.length < 2;
    return commit.files.some(
      (f) =>
        f.status !== 'M' ||
        isManifestPath(f.path) ||
        isAttributes(f.path) ||
        submodules.has(f.path),
    );
  });
}

export function createSnapshotReader(
  http: GithubHttp,
  graphql: GithubGraphql,
  log: (message: string) => void,
): SnapshotReader {
  const reading: SnapshotReading = {
    http,
    graphql,
    log,
    counts: { treeCalls: 0, treesTruncated: 0, blobQueries: 0 },
  };
  return { read: (list) => readSnapshots(reading, list), counts: reading.counts };
}

/** Trees first, then the snapshot files of all of them in batched blob queries. */
async function readSnapshots(
  reading: SnapshotReading,
  list: SnapshotTarget[],
): Promise<(ReadSnapshot | null)[]> {
  const trees: (TreeEntry[] | null)[] = [];
  for (const target of list) trees.push(await readTree(reading, target));
  const failed = new Set<number>();
  const blob = await readBlobs(reading, list, wantedBlobs(trees), failed);
  return trees.map((tree, index) =>
    tree === null || failed.has(index) ? null : snapshotOf(list[index]!, tree, index, blob),
  );
}

/** The snapshot files of each tree within the caps, each blob once per tree. */
function wantedBlobs(trees: (TreeEntry[] | null)[]): Wanted[] {
  const wanted: Wanted[] = [];
  trees.forEach((tree, target) => {
    if (tree === null) return;
    const seen = new Set<string>();
    const manifests = tree
      .filter((e) => isSnapshotFile(e) && (e.size ?? 0) <= MAX_MANIFEST_BYTES)
      .slice(0, MAX_MANIFESTS);
    for (const e of manifests) {
      if (seen.has(e.sha)) continue;
      seen.add(e.sha);
      wanted.push({ target, oid: e.sha, size: e.size ?? 0 });
    }
  });
  return wanted;
}

function snapshotOf(
  target: SnapshotTarget,
  tree: TreeEntry[],
  index: number,
  blob: BlobLookup,
): ReadSnapshot {
  const files = tree.filter((e) => e.type !== 'tree');
  const submoduleShas = new Map(
    files.filter((e) => e.type === 'commit').map((e) => [e.path, e.sha] as const),
  );
  const dependencies: NewDependency[] = [];
  const attributes: AttributePatterns = { generated: [], vendored: [] };
  for (const entry of files) {
    if (!isSnapshotFile(entry)) continue;
    const answer = blob(index, entry.sha);
    // Oversized, binary or truncated manifests are skipped, as the git collector skips them.
    if (!answer || answer.isBinary || answer.isTruncated || answer.text === null) continue;
    if (isAttributes(entry.path)) {
      const dirOfFile = entry.path.split('/').slice(0, -1).join('/');
      const parsed = parseGitattributes(answer.text);
      attributes.generated.push(...parsed.generated.map((p) => rooted(dirOfFile, p)));
      attributes.vendored.push(...parsed.vendored.map((p) => rooted(dirOfFile, p)));
    } else {
      dependencies.push(...dependenciesOf(entry.path, answer.text, { parseToml, submoduleShas }));
    }
  }
  return {
    snapshot: {
      headSha: target.head,
      defaultBranch: target.defaultBranch,
      headAt: target.headAt ? new Date(target.headAt) : null,
      dependencies,
      paths: files.slice(0, MAX_PATHS).map((e) => e.path),
      generatedPatterns: attributes.generated,
      vendoredPatterns: attributes.vendored,
    },
    submodules: [...submoduleShas.keys()],
  };
}

/** A nested .gitattributes pattern rewritten to apply from the repository root (as git does). */
function rooted(dirOfFile: string, pattern: string): string {
  if (dirOfFile === '') return pattern;
  const anchored = pattern.replace(/\/$/, '').includes('/');
  return `${dirOfFile}/${anchored ? pattern.replace(/^\//, '') : `**/${pattern}`}`;
}
