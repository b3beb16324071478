// What a commit touched, judged from its files: which kinds of files (Solidity contracts, Go
// code, deployment scripts, configuration, tests…), in which areas (top folders or packages),
// naming which contracts and networks, and how big. The writer describes a commit by it when the
// message says nothing. No wording happens here.
import { chainsInPath } from './chain-catalog';
import type { KindedFile } from './commit-context';
import type { FileKind } from './file-kind';

export type FootprintKind =
  | 'solidity'
  | 'vyper'
  | 'move'
  | 'cairo'
  | 'rust'
  | 'go'
  | 'typescript'
  | 'javascript'
  | 'frontend'
  | 'python'
  | 'cpp'
  | 'haskell'
  | 'elixir'
  | 'jvm'
  | 'swift'
  | 'proto'
  | 'deploy_script'
  | 'script'
  | 'deployment_record'
  | 'config'
  | 'dependencies'
  | 'test'
  | 'docs'
  | 'ci'
  | 'generated'
  | 'audit'
  | 'other';

export interface FootprintPart {
  kind: FootprintKind;
  files: number;
  lines: number;
}

export interface ChangeFootprint {
  /** Kinds of files, most changed lines first. */
  parts: FootprintPart[];
  /** Where the biggest kind's changes are (packages, crates, top folders), at most 3. */
  areas: string[];
  /** Contract or module names when the biggest kind is contracts in at most 3 files. */
  names: string[];
  /** Networks named by deployment paths and the commit's deployment evidence, sorted. */
  networks: string[];
  /**
   * What new files of the biggest kind are called, in words ("update supply caps on mainnet"
   * from 1777297641_update_supply_caps_on_mainnet.ts), biggest first, at most 3.
   */
  topics: string[];
  filesAdded: number;
  filesDeleted: number;
}

const BY_EXTENSION: [RegExp, FootprintKind][] = [
  [/\.sol$/, 'solidity'],
  [/\.vy$/, 'vyper'],
  [/\.move$/, 'move'],
  [/\.cairo$/, 'cairo'],
  [/\.rs$/, 'rust'],
  [/\.go$/, 'go'],
  [/\.(tsx|jsx|css|scss|html|vue|svelte)$/, 'frontend'],
  [/\.[cm]?ts$/, 'typescript'],
  [/\.[cm]?js$/, 'javascript'],
  [/\.py$/, 'python'],
  [/\.(c|cc|cpp|h|hpp)$/, 'cpp'],
  [/\.hs$/, 'haskell'],
  [/\.exs?$/, 'elixir'],
  [/\.(java|kt|kts|scala)$/, 'jvm'],
  [/\.swift$/, 'swift'],
  [/\.proto$/, 'proto'],
  [/\.(json|ya?ml|toml|ini|env|conf|cfg|properties)$/, 'config'],
  [/\.(sh|bash)$|^(makefile|justfile)$/, 'script'],
];

const KIND_OF_FILE_KIND: Partial<Record<FileKind, FootprintKind>> = {
  deployment_record: 'deployment_record',
  test: 'test',
  docs: 'docs',
  changelog: 'docs',
  ci: 'ci',
  lint_config: 'config',
  manifest: 'dependencies',
  lockfile: 'dependencies',
  toolchain: 'dependencies',
  submodule: 'dependencies',
  generated: 'generated',
  vendored: 'generated',
  audit: 'audit',
};

const SCRIPT_DIRS = /(^|\/)(scripts?|deploy|deployments?|tasks|migrations?)\//i;
const DEPLOY_WORDS = /deploy|migrat|upgrade|broadcast/i;

function kindOf(f: KindedFile): FootprintKind {
  const mapped = KIND_OF_FILE_KIND[f.kind];
  if (mapped !== undefined) return mapped;
  const base = (f.path.split('/').pop() ?? '').toLowerCase();
  const byExt = BY_EXTENSION.find(([re]) => re.test(base))?.[1] ?? 'other';
  const code = byExt !== 'config' && byExt !== 'other';
  if (code && SCRIPT_DIRS.test(f.path))
    return DEPLOY_WORDS.test(f.path) ? 'deploy_script' : 'script';
  return byExt;
}

// Folders that hold packages rather than name an area: the next segment is the area.
const CONTAINERS = new Set([
  'packages',
  'crates',
  'apps',
  'modules',
  'programs',
  'libs',
  'services',
  'cmd',
  'plugins',
  'contracts',
  'pallets',
  'x',
]);
const ROOTS = new Set(['src', 'lib', 'source', 'sources', 'internal', 'pkg']);

/** "packages/sdk/src/a.ts" → "sdk"; "core/txpool/pool.go" → "core/txpool"; "Foo.sol" → null. */
export function areaOf(path: string): string | null {
  const dirs = path.split('/').slice(0, -1);
  while (dirs.length > 1 && ROOTS.has(dirs[0] ?? '')) dirs.shift();
  if (dirs.length === 0 || ROOTS.has(dirs[0] ?? '')) return null;
  if (CONTAINERS.has(dirs[0] ?? '') && dirs.length > 1) return dirs[1] ?? null;
  // Two levels name a Go-style package ("core/txpool"); deeper paths keep only those two.
  return dirs.length > 1 && !/^(deployments?|scripts?|test|tests|docs)$/.test(dirs[0] ?? '')
    ? `${dirs[0]}/${dirs[1]}`
    : (dirs[0] ?? null);
}

const linesOf = (f: KindedFile): number => (f.additions ?? 0) + (f.deletions ?? 0);

function ranked(weights: Map<string, number>): string[] {
  return [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k]) => k);
}

/** Areas covering most of the given files' lines: at most 3, dropping ones below a tenth. */
function areasOf(files: KindedFile[]): string[] {
  const weights = new Map<string, number>();
  for (const f of files) {
    const area = areaOf(f.path);
    if (area !== null) weights.set(area, (weights.get(area) ?? 0) + linesOf(f) + 1);
  }
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  return ranked(weights)
    .filter((a) => (weights.get(a) ?? 0) >= total / 10)
    .slice(0, 3);
}

const DEPLOY_DIR = /(^|\/)(deployments?|broadcast|deployed|deploy-config)\//i;

function networksOf(files: KindedFile[], evidence: string[]): string[] {
  const found = new Set(evidence);
  for (const f of files) {
    if (!DEPLOY_DIR.test(f.path) && f.kind !== 'deployment_record') continue;
    for (const c of chainsInPath(f.path)) if (c.testnet !== true) found.add(c.name);
    // Compound-style "deployments/mainnet/usdc/…": mainnet right under the folder is Ethereum.
    if (/(^|\/)deployments?\/mainnet\//i.test(f.path)) found.add('Ethereum');
  }
  return [...found].sort();
}

/** "1777297641_update_supply_caps_on_mainnet.ts" → "update supply caps on mainnet". */
export function topicOf(path: string): string | null {
  const base = (path.split('/').pop() ?? '').replace(/\.[\w.]+$/, '').replace(/^\d+[_-]+/, '');
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
  if (words.length < 2 || words.length > 8 || words.every((w) => /^\d+$/.test(w))) return null;
  return words.join(' ');
}

function topicsOf(files: KindedFile[]): string[] {
  const weights = new Map<string, number>();
  for (const f of files) {
    const topic = f.status === 'A' ? topicOf(f.path) : null;
    if (topic !== null) weights.set(topic, (weights.get(topic) ?? 0) + linesOf(f));
  }
  return ranked(weights).slice(0, 3);
}

const CONTRACT_KINDS = new Set<FootprintKind>(['solidity', 'vyper', 'move', 'cairo']);

export function footprintOf(files: KindedFile[], chainEvidence: string[]): ChangeFootprint {
  const parts = new Map<FootprintKind, FootprintPart>();
  const byKind = new Map<FootprintKind, KindedFile[]>();
  for (const f of files) {
    const kind = kindOf(f);
    const part = parts.get(kind) ?? { kind, files: 0, lines: 0 };
    part.files += 1;
    part.lines += linesOf(f);
    parts.set(kind, part);
    byKind.set(kind, [...(byKind.get(kind) ?? []), f]);
  }
  const sorted = [...parts.values()].sort(
    (a, b) => b.lines - a.lines || b.files - a.files || (a.kind < b.kind ? -1 : 1),
  );
  const lead = sorted[0];
  const leadFiles = lead === undefined ? [] : (byKind.get(lead.kind) ?? []);
  const names =
    lead !== undefined && CONTRACT_KINDS.has(lead.kind) && leadFiles.length <= 3
      ? leadFiles.map((f) => (f.path.split('/').pop() ?? '').replace(/\.\w+$/, '')).sort()
      : [];
  return {
    parts: sorted,
    areas: areasOf(leadFiles),
    names,
    networks: networksOf(files, chainEvidence),
    topics: names.length > 0 ? [] : topicsOf(leadFiles),
    filesAdded: files.filter((f) => f.status === 'A').length,
    filesDeleted: files.filter((f) => f.status === 'D').length,
  };
}
