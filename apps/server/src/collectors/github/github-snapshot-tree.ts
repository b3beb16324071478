// Every path of a repository at a HEAD from one REST tree call (recursive), and which of its
// entries are snapshot files whose text is read: manifests and .gitattributes.
import { isManifestPath } from '@gitsignals/analysis';
import type { GithubHttp } from './github-http';

export interface TreeEntry {
  path: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  size?: number;
}

/** What reading trees needs and counts. */
export interface TreeReading {
  http: GithubHttp;
  log: (message: string) => void;
  counts: { treeCalls: number; treesTruncated: number };
}

const baseName = (path: string) => path.split('/').pop() ?? '';
export const isAttributes = (path: string) => baseName(path) === '.gitattributes';

/** A file whose text the snapshot needs (dependencies, generated and vendored patterns). */
export const isSnapshotFile = (entry: TreeEntry) =>
  entry.type === 'blob' && (isManifestPath(entry.path) || isAttributes(entry.path));

/** The tree at `head`, or null when GitHub has none to give (the snapshot is then not read). */
export async function readTree(
  reading: TreeReading,
  target: { fullName: string; head: string },
): Promise<TreeEntry[] | null> {
  reading.counts.treeCalls += 1;
  const response = await reading.http.request(
    'GET',
    `/repos/${target.fullName}/git/trees/${encodeURIComponent(target.head)}?recursive=1`,
  );
  if (response.status !== 200) {
    reading.log(
      `GitHub: no tree for ${target.fullName}@${target.head} (status ${response.status})`,
    );
    return null;
  }
  const body = response.body as { tree?: TreeEntry[]; truncated?: boolean };
  if (body.truncated) {
    reading.counts.treesTruncated += 1;
    reading.log(
      `GitHub: the tree of ${target.fullName} is truncated by GitHub (${body.tree?.length ?? 0} entries kept)`,
    );
  }
  return body.tree ?? [];
}
