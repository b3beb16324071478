// The repository at a HEAD through the API, what the git collector reads from its mirror: every
// path from one REST tree call, and the manifests' texts (package.json, Cargo.toml, remappings,
// .gitmodules, .gitattributes…) from batched GraphQL blob lookups by oid. Blobs are fetched by
// the oid the tree listed, so paths and contents describe the same commit even if a push lands
// in between. A blob lookup is no connection: a query costs one point however many it holds.
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

/** Same caps as the git collector's snapshot (read-snapshot.ts). */
const MAX_PATHS = 20_000;
const MAX_MANIFESTS = 300;
const MAX_MANIFEST_BYTES = 256_000;
/** Blobs per GraphQL query, and their summed size: bounded answers, well inside the time limit. */
const BLOBS_PER_QUERY = 100;
const BYTES_PER_QUERY = 2_000_000;

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

interface TreeEntry {
  path: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

const baseName = (path: string) => path.split('/').pop() ?? '';
const isAttributes = (path: string) => baseName(path) === '.gitattributes';

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

/** A nested .gitattributes pattern rewritten to apply from the repository root (as git does). */
function rooted(dirOfFile: string, pattern: string): string {
  if (dirOfFile === '') return pattern;
  const anchored = pattern.replace(/\/$/, '').includes('/');
  return `${dirOfFile}/${anchored ? pattern.replace(/^\//, '') : `**/${pattern}`}`;
}

interface BlobAnswer {
  byteSize: number;
  isBinary: boolean;
  isTruncated: boolean;
  text: string | null;
}

interface Wanted {
  target: number;
  oid: string;
  size: number;
}

export function createSnapshotReader(
  http: GithubHttp,
  graphql: GithubGraphql,
  log: (message: string) => void,
) {
  const counts: SnapshotCounts = { treeCalls: 0, treesTruncated: 0, blobQueries: 0 };

  async function treeOf(target: SnapshotTarget): Promise<TreeEntry[] | null> {
    counts.treeCalls += 1;
    const response = await http.request(
      'GET',
      `/repos/${target.fullName}/git/trees/${encodeURIComponent(target.head)}?recursive=1`,
    );
    if (response.status !== 200) {
      log(`GitHub: no tree for ${target.fullName}@${target.head} (status ${response.status})`);
      return null;
    }
    const body = response.body as { tree?: TreeEntry[]; truncated?: boolean };
    if (body.truncated) {
      counts.treesTruncated += 1;
      log(
        `GitHub: the tree of ${target.fullName} is truncated by GitHub (${body.tree?.length ?? 0} entries kept)`,
      );
    }
    return body.tree ?? [];
  }

  /** Blob texts by target index and oid; a target whose lookup failed is left out. */
  async function blobsOf(targets: SnapshotTarget[], wanted: Wanted[], failed: Set<number>) {
    const texts = new Map<string, BlobAnswer>();
    const key = (target: number, oid: string) => `${target} ${oid}`;
    let start = 0;
    while (start < wanted.length) {
      let end = start;
      let bytes = 0;
      while (
        end < wanted.length &&
        end - start < BLOBS_PER_QUERY &&
        (end === start || bytes + wanted[end]!.size <= BYTES_PER_QUERY)
      ) {
        bytes += wanted[end]!.size;
        end += 1;
      }
      const slice = wanted.slice(start, end);
      start = end;
      const byTarget = new Map<number, Wanted[]>();
      for (const w of slice) byTarget.set(w.target, [...(byTarget.get(w.target) ?? []), w]);
      const parts = [...byTarget].map(
        ([target, list]) =>
          `  t${target}: repository(owner: ${JSON.stringify(targets[target]!.owner)}, name: ${JSON.stringify(targets[target]!.name)}) {\n${list
            .map(
              (w, i) =>
                `    b${i}: object(oid: ${JSON.stringify(w.oid)}) { ... on Blob { byteSize isBinary isTruncated text } }`,
            )
            .join('\n')}\n  }`,
      );
      counts.blobQueries += 1;
      const answer = await graphql.query(
        `query {\n${parts.join('\n')}\n  rateLimit { cost remaining resetAt limit }\n}`,
        1,
      );
      for (const [target, list] of byTarget) {
        const repo = answer.data[`t${target}`] as Record<string, BlobAnswer | null> | null;
        if (!repo) {
          failed.add(target);
          continue;
        }
        list.forEach((w, i) => {
          const blob = repo[`b${i}`];
          if (blob) texts.set(key(target, w.oid), blob);
          else failed.add(target);
        });
      }
    }
    return (target: number, oid: string) => texts.get(key(target, oid));
  }

  /** Snapshots by target index; a target whose tree or blobs could not be read gets none. */
  async function read(list: SnapshotTarget[]): Promise<(ReadSnapshot | null)[]> {
    const trees: (TreeEntry[] | null)[] = [];
    for (const target of list) trees.push(await treeOf(target));
    const wanted: Wanted[] = [];
    const failed = new Set<number>();
    trees.forEach((tree, target) => {
      if (tree === null) return;
      const seen = new Set<string>();
      const manifests = tree
        .filter(
          (e) =>
            e.type === 'blob' &&
            (e.size ?? 0) <= MAX_MANIFEST_BYTES &&
            (isManifestPath(e.path) || isAttributes(e.path)),
        )
        .slice(0, MAX_MANIFESTS);
      for (const e of manifests) {
        if (seen.has(e.sha)) continue;
        seen.add(e.sha);
        wanted.push({ target, oid: e.sha, size: e.size ?? 0 });
      }
    });
    const blob = await blobsOf(list, wanted, failed);

    return trees.map((tree, index) => {
      if (tree === null || failed.has(index)) return null;
      const target = list[index]!;
      const files = tree.filter((e) => e.type !== 'tree');
      const submoduleShas = new Map(
        files.filter((e) => e.type === 'commit').map((e) => [e.path, e.sha] as const),
      );
      const dependencies: NewDependency[] = [];
      const attributes: AttributePatterns = { generated: [], vendored: [] };
      for (const entry of files) {
        if (entry.type !== 'blob' || !(isManifestPath(entry.path) || isAttributes(entry.path))) {
          continue;
        }
        const answer = blob(index, entry.sha);
        // Oversized, binary or truncated manifests are skipped, as the git collector skips them.
        if (!answer || answer.isBinary || answer.isTruncated || answer.text === null) continue;
        if (isAttributes(entry.path)) {
          const dirOfFile = entry.path.split('/').slice(0, -1).join('/');
          const parsed = parseGitattributes(answer.text);
          attributes.generated.push(...parsed.generated.map((p) => rooted(dirOfFile, p)));
          attributes.vendored.push(...parsed.vendored.map((p) => rooted(dirOfFile, p)));
        } else {
          dependencies.push(
            ...dependenciesOf(entry.path, answer.text, { parseToml, submoduleShas }),
          );
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
    });
  }

  return { read, counts };
}

export type SnapshotReader = ReturnType<typeof createSnapshotReader>;
