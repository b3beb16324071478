// The repository at HEAD: every path (for stack and chain detection), dependencies of each
// manifest, submodule pins, the linguist-generated / linguist-vendored patterns of every
// .gitattributes (nested files apply below their directory, as in git), and the contacts the
// project publishes (CODEOWNERS, SECURITY.md, manifests' authors…). All blobs come from one read.
import {
  dependenciesOf,
  isContactFilePath,
  isManifestPath,
  parseGitattributes,
  repositoryPublishedContacts,
  type AttributePatterns,
} from '@gitsignals/analysis';
import type { NewDependency } from '@gitsignals/db';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import type { CollectedSnapshot } from '../collected';
import { gitOutput, gitText, type GitOptions } from './run-git';

/** Same cap as the demo dataset: enough for stack detection, bounded for huge monorepos. */
export const MAX_PATHS = 20_000;
const MAX_MANIFESTS = 300;
const MAX_MANIFEST_BYTES = 256_000;
/** Contact files besides manifests (CODEOWNERS, SECURITY.md…): a few per repository, small. */
const MAX_CONTACT_FILES = 50;
const MAX_CONTACT_FILE_BYTES = 128_000;

interface TreeEntry {
  type: string;
  sha: string;
  size: number | null;
  path: string;
}

async function listTree(dir: string, options: GitOptions): Promise<TreeEntry[]> {
  const out = await gitOutput(['ls-tree', '-r', '-l', '-z', '--full-tree', 'HEAD'], {
    ...options,
    cwd: dir,
  });
  const entries: TreeEntry[] = [];
  for (const record of out.toString('utf8').split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [, type, sha, size] = record.slice(0, tab).split(/\s+/);
    entries.push({
      type: type!,
      sha: sha!,
      size: size === '-' ? null : Number(size),
      path: record.slice(tab + 1),
    });
  }
  return entries;
}

/** Contents of blobs by sha, through one `git cat-file --batch`. */
async function readBlobs(
  dir: string,
  shas: string[],
  options: GitOptions,
): Promise<Map<string, string>> {
  const blobs = new Map<string, string>();
  if (shas.length === 0) return blobs;
  const out = await gitOutput(['cat-file', '--batch'], {
    ...options,
    cwd: dir,
    input: `${shas.join('\n')}\n`,
  });
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(10, at);
    if (eol < 0) break;
    const [sha, type, size] = out.toString('utf8', at, eol).split(' ');
    if (type === 'missing' || size === undefined) {
      at = eol + 1;
      continue;
    }
    const end = eol + 1 + Number(size);
    blobs.set(sha!, out.toString('utf8', eol + 1, end));
    at = end + 1;
  }
  return blobs;
}

/** A nested .gitattributes pattern rewritten to apply from the repository root. */
function rooted(dirOfFile: string, pattern: string): string {
  if (dirOfFile === '') return pattern;
  const anchored = pattern.replace(/\/$/, '').includes('/');
  return `${dirOfFile}/${anchored ? pattern.replace(/^\//, '') : `**/${pattern}`}`;
}

const isGitattributes = (path: string) => path.split('/').pop() === '.gitattributes';

/** The blobs readSnapshot reads: manifests and .gitattributes, and contact files apart. */
function blobsToRead(entries: TreeEntry[]) {
  const blobs = entries.filter((e) => e.type === 'blob');
  const manifests = blobs
    .filter(
      (e) =>
        (e.size ?? 0) <= MAX_MANIFEST_BYTES && (isManifestPath(e.path) || isGitattributes(e.path)),
    )
    .slice(0, MAX_MANIFESTS);
  const read = new Set(manifests.map((e) => e.path));
  const contactFiles = blobs
    .filter(
      (e) =>
        !read.has(e.path) && (e.size ?? 0) <= MAX_CONTACT_FILE_BYTES && isContactFilePath(e.path),
    )
    .slice(0, MAX_CONTACT_FILES);
  return { manifests, contactFiles };
}

export async function readSnapshot(
  dir: string,
  head: { sha: string; defaultBranch: string | null },
  options: GitOptions,
): Promise<CollectedSnapshot> {
  const entries = await listTree(dir, options);
  const submoduleShas = new Map(
    entries.filter((e) => e.type === 'commit').map((e) => [e.path, e.sha] as const),
  );
  const { manifests, contactFiles } = blobsToRead(entries);
  const blobs = await readBlobs(
    dir,
    [...new Set([...manifests, ...contactFiles].map((e) => e.sha))],
    options,
  );

  const dependencies: NewDependency[] = [];
  const attributes: AttributePatterns = { generated: [], vendored: [] };
  for (const entry of manifests) {
    const text = blobs.get(entry.sha);
    if (text === undefined) continue;
    if (isGitattributes(entry.path)) {
      const dirOfFile = entry.path.split('/').slice(0, -1).join('/');
      const parsed = parseGitattributes(text);
      attributes.generated.push(...parsed.generated.map((p) => rooted(dirOfFile, p)));
      attributes.vendored.push(...parsed.vendored.map((p) => rooted(dirOfFile, p)));
    } else {
      dependencies.push(...dependenciesOf(entry.path, text, { parseToml, submoduleShas }));
    }
  }
  const contactTexts = [...manifests, ...contactFiles]
    .filter((e) => isContactFilePath(e.path) && blobs.has(e.sha))
    .map((e) => ({ path: e.path, text: blobs.get(e.sha)! }));
  const headAt = (
    await gitText(['log', '-1', '--format=%cI', head.sha], { ...options, cwd: dir })
  ).trim();
  return {
    headSha: head.sha,
    defaultBranch: head.defaultBranch,
    headAt: headAt ? new Date(headAt) : null,
    dependencies,
    paths: entries.slice(0, MAX_PATHS).map((e) => e.path),
    generatedPatterns: attributes.generated,
    vendoredPatterns: attributes.vendored,
    publishedContacts: repositoryPublishedContacts(contactTexts, { parseToml, parseYaml }),
  };
}
