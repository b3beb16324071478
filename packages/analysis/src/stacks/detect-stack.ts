// Detects the technology stack of a repository (or of a project, by combining its repositories)
// from manifest dependencies and HEAD file paths, with the rule pack of ./rules. Every listed
// technology carries its evidence (file + rule) and a confidence; weak hints alone are not listed.
import { STACK_CATEGORY_KEYS, mapStackCategories, type StackCategory } from '@gitsignals/domain';
import { CHAINS, chainsInPath, type Chain } from '../chain-catalog';
import { LANGUAGE_RULES, languageConfidence, languageOfPath } from './languages';
import { newestVersion, releaseVersion } from './versions';
import { STACK_RULES } from './rules/index';
import type {
  StackDependency,
  StackDetection,
  StackEvidence,
  StackInput,
  StackResult,
  TechnologyRule,
} from './types';

/** Detections below this confidence are dropped (a single file name mentioning a word). */
export const MIN_CONFIDENCE = 0.5;
/** Evidence kept per technology: enough to explain it, not every file of a language. */
export const MAX_EVIDENCE = 5;

export const CONFIDENCE = {
  dependency: 0.95,
  devDependency: 0.9,
  library: 0.85,
  vendored: 0.75,
  config: 0.7,
  audit: 0.7,
  deployment: 0.65,
  hint: 0.4,
} as const;

/** Chains that settle on another chain; every other chain of the catalog is a Layer 1. */
const LAYER_2_CHAINS = new Set([
  'Arbitrum',
  'Arbitrum Nova',
  'Optimism',
  'Base',
  'Polygon',
  'Polygon zkEVM',
  'ZKsync',
  'Linea',
  'Scroll',
  'Mantle',
  'Blast',
  'Mode',
  'Taiko',
  'Zora',
  'Lisk',
  'Metis',
  'Manta',
  'Unichain',
  'Ink',
  'Soneium',
  'World Chain',
  'Abstract',
  'X Layer',
  'Fraxtal',
  'Boba',
  'Zircuit',
  'BOB',
  'MegaETH',
  'Morph',
  'Swellchain',
  'Starknet',
  'Corn',
  'Katana',
]);

export function chainCategory(chain: Pick<Chain, 'name'>): StackCategory {
  return LAYER_2_CHAINS.has(chain.name) ? 'layer_2s' : 'layer_1s';
}

const VENDOR_DIRS = new Set([
  'lib',
  'libs',
  'dependencies',
  'deps',
  'vendor',
  'vendored',
  'external',
  'third_party',
  'thirdparty',
]);
const DEPLOY_DIRS = new Set([
  'deployments',
  'deployment',
  'deployed',
  'broadcast',
  'deploy',
  'deploys',
  'addresses',
  'address-book',
  'networks',
  'chains',
  'deploy-config',
  'deploy-configs',
  'deploy_config',
]);
const AUDIT_DIR = /^(audits?|audit[-_]reports?|security[-_]reviews?|reviews)$/i;

interface Found {
  rule: { name: string; category: StackCategory };
  confidence: number;
  evidence: StackEvidence;
  /** The version a manifest asks for, when the evidence is a package dependency. */
  version?: string;
  /** A dependency of a dependency (Go's `// indirect`): not the project's own choice. */
  indirect?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Matcher indexes, built once from the rule pack.

interface NameIndex {
  exact: Map<string, TechnologyRule[]>;
  prefixes: { prefix: string; rule: TechnologyRule }[];
}

function nameIndex(pick: (r: TechnologyRule) => readonly string[] | undefined): NameIndex {
  const index: NameIndex = { exact: new Map(), prefixes: [] };
  for (const rule of STACK_RULES) {
    for (const raw of pick(rule) ?? []) {
      const name = raw.toLowerCase();
      if (name.endsWith('*')) index.prefixes.push({ prefix: name.slice(0, -1), rule });
      else index.exact.set(name, [...(index.exact.get(name) ?? []), rule]);
    }
  }
  return index;
}

function lookup(index: NameIndex, name: string, subpaths = false): TechnologyRule[] {
  const key = name.toLowerCase();
  const hits = [...(index.exact.get(key) ?? [])];
  if (subpaths) {
    // Go modules: a rule for github.com/cosmos/cosmos-sdk also covers …/cosmos-sdk/store.
    for (let cut = key.lastIndexOf('/'); cut > 0; cut = key.lastIndexOf('/', cut - 1)) {
      hits.push(...(index.exact.get(key.slice(0, cut)) ?? []));
    }
  }
  for (const p of index.prefixes) if (key.startsWith(p.prefix)) hits.push(p.rule);
  return [...new Set(hits)];
}

const NPM = nameIndex((r) => r.npm);
const CARGO = nameIndex((r) => r.cargo);
const GO = nameIndex((r) => r.go);
const PYPI = nameIndex((r) => r.pypi);
const LIBRARIES = nameIndex((r) => r.libraries);

interface FileMatcher {
  test: (lowerPath: string, lowerBase: string) => boolean;
  pattern: string;
  rule: TechnologyRule;
}

function globRe(glob: string): RegExp {
  const body = glob
    .split('*')
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${body}$`);
}

const FILE_MATCHERS: FileMatcher[] = STACK_RULES.flatMap((rule) =>
  (rule.files ?? []).map((raw): FileMatcher => {
    const pattern = raw.toLowerCase();
    if (pattern.endsWith('/')) {
      const dir = pattern.slice(0, -1);
      return {
        pattern: raw,
        rule,
        test: (p) => p.startsWith(`${dir}/`) || p.includes(`/${dir}/`),
      };
    }
    if (pattern.includes('/')) {
      return { pattern: raw, rule, test: (p) => p === pattern || p.endsWith(`/${pattern}`) };
    }
    const re = globRe(pattern);
    return { pattern: raw, rule, test: (_p, base) => re.test(base) };
  }),
);

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const AUDIT_WORDS = STACK_RULES.flatMap((rule) =>
  (rule.audits ?? []).map((word) => ({ word: compact(word), rule })),
);
const HINTS = STACK_RULES.flatMap((rule) =>
  (rule.hints ?? []).map((word) => ({ word: word.toLowerCase(), rule })),
);

// ---------------------------------------------------------------------------------------------
// Dependencies: manifests, submodules and remappings.

function stripSlashes(s: string): string {
  return s.replace(/^\/+|\/+$/g, '');
}

/** The last path segment of a URL or path, without .git. */
function baseName(s: string): string {
  const clean = stripSlashes(s).replace(/\.git$/i, '');
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** Library names a vendored path mentions: lib/openzeppelin-contracts/… → openzeppelin-contracts. */
function vendoredNames(path: string): string[] {
  const segments = stripSlashes(path).toLowerCase().split('/');
  const names: string[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    if (VENDOR_DIRS.has(segments[i - 1]!)) names.push(segments[i]!);
  }
  return names;
}

function fromDependency(dep: StackDependency, file: (f: string) => string): Found[] {
  const found: Found[] = [];
  const ecosystem = dep.ecosystem.toLowerCase();
  const isPackage = ['npm', 'cargo', 'go', 'pypi'].includes(ecosystem);
  const pinned = isPackage && dep.version ? releaseVersion(dep.version) : undefined;
  const indirect = dep.kind === 'indirect';
  const add = (rules: TechnologyRule[], confidence: number, rule: string) => {
    for (const r of rules)
      found.push({
        rule: r,
        confidence,
        evidence: { file: file(dep.manifestPath), rule },
        ...(pinned ? { version: pinned } : {}),
        ...(indirect ? { indirect } : {}),
      });
  };
  const version = dep.version ? ` ${dep.version}` : '';
  const packageConfidence = dep.kind === 'dev' ? CONFIDENCE.devDependency : undefined;
  switch (ecosystem) {
    case 'npm':
      add(
        lookup(NPM, dep.name),
        packageConfidence ?? CONFIDENCE.dependency,
        `npm dependency ${dep.name}${version}`,
      );
      break;
    case 'cargo':
      add(
        lookup(CARGO, dep.name),
        packageConfidence ?? CONFIDENCE.dependency,
        `Cargo dependency ${dep.name}${version}`,
      );
      break;
    case 'go':
      add(lookup(GO, dep.name, true), CONFIDENCE.dependency, `Go module ${dep.name}${version}`);
      break;
    case 'pypi':
      add(lookup(PYPI, dep.name), CONFIDENCE.dependency, `Python package ${dep.name}${version}`);
      break;
    case 'git-submodule':
    case 'submodule': {
      const names = new Set([baseName(dep.name), ...(dep.source ? [baseName(dep.source)] : [])]);
      const rules = [...names].flatMap((n) => lookup(LIBRARIES, n));
      add([...new Set(rules)], CONFIDENCE.library, `git submodule ${dep.name}`);
      break;
    }
    case 'foundry-remapping':
    case 'foundry': {
      // "@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/": the import prefix is a
      // package name, the target a vendored library folder.
      const prefix = stripSlashes(dep.name);
      const rules = [
        ...lookup(NPM, prefix),
        ...lookup(LIBRARIES, prefix),
        ...(dep.version ? vendoredNames(dep.version).flatMap((n) => lookup(LIBRARIES, n)) : []),
      ];
      add([...new Set(rules)], CONFIDENCE.library, `foundry remapping ${dep.name}`);
      break;
    }
    default:
      break;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Paths: config files, vendored folders, audit reports, deployments, languages, name hints.

/** Words of a path: folder and file names split at punctuation and camelCase. */
function pathWords(path: string): Set<string> {
  const spaced = path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return new Set(spaced.split(/[^a-z0-9]+/).filter((w) => w.length > 0));
}

/** Folders that also hold code about networks (crates/evm/networks/src/celo/mod.rs). */
const AMBIGUOUS_DEPLOY_DIRS = new Set(['networks', 'chains']);
const DATA_FILE = /\.(json|ya?ml|toml|txt|csv)$/i;

/**
 * Words of a file name and their runs of two or three ("TrailOfBits" → trail, of, bits, trailof,
 * ofbits, trailofbits), so a firm is found by whole words: "SecurityAuditReport" is not "yAudit".
 */
function nameGrams(fileName: string): Set<string> {
  const words = [...pathWords(fileName.replace(/\.[a-z0-9]+$/i, ''))];
  const grams = new Set(words);
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 2; n <= 3 && i + n <= words.length; n += 1) {
      grams.add(words.slice(i, i + n).join(''));
    }
  }
  return grams;
}

function deploymentChains(path: string): Chain[] {
  const segments = path.split('/');
  const at = segments.findIndex((s) => DEPLOY_DIRS.has(s.toLowerCase()));
  if (at < 0 || at === segments.length - 1) return [];
  if (AMBIGUOUS_DEPLOY_DIRS.has(segments[at]!.toLowerCase()) && !DATA_FILE.test(path)) return [];
  return chainsInPath(segments.slice(at + 1).join('/')).filter((c) => !c.testnet);
}

/** The language a file counts for: vendored code is someone else's and does not count. */
export function countedLanguageOf(path: string): string | undefined {
  const language = languageOfPath(path);
  return language && vendoredNames(path).length === 0 ? language : undefined;
}

/** The fewest files of a language that list it (languageConfidence reaches MIN_CONFIDENCE). */
export const MIN_LANGUAGE_FILES = 2;

interface PathScan {
  found: Found[];
  languageFiles: Map<string, { count: number; example: string }>;
  hintFiles: Map<TechnologyRule, string[]>;
}

function scanPath(
  path: string,
  file: (f: string) => string,
  scan: PathScan,
  withHints = true,
): void {
  const lower = path.toLowerCase();
  const base = lower.slice(lower.lastIndexOf('/') + 1);

  for (const m of FILE_MATCHERS) {
    if (m.test(lower, base))
      scan.found.push({
        rule: m.rule,
        confidence: CONFIDENCE.config,
        evidence: { file: file(path), rule: `config ${m.pattern}` },
      });
  }

  for (const name of vendoredNames(path)) {
    for (const r of lookup(LIBRARIES, name))
      scan.found.push({
        rule: r,
        confidence: CONFIDENCE.vendored,
        evidence: { file: file(path), rule: `vendored library ${name}` },
      });
  }

  const segments = path.split('/');
  if (segments.slice(0, -1).some((s) => AUDIT_DIR.test(s))) {
    const names = nameGrams(segments[segments.length - 1]!);
    for (const a of AUDIT_WORDS) {
      if (names.has(a.word))
        scan.found.push({
          rule: a.rule,
          confidence: CONFIDENCE.audit,
          evidence: { file: file(path), rule: `audit report by ${a.rule.name}` },
        });
    }
  }

  for (const chain of deploymentChains(path)) {
    scan.found.push({
      rule: { name: chain.name, category: chainCategory(chain) },
      confidence: CONFIDENCE.deployment,
      evidence: { file: file(path), rule: `deployment for ${chain.name}` },
    });
  }

  const language = countedLanguageOf(path);
  if (language) {
    const seen = scan.languageFiles.get(language) ?? { count: 0, example: file(path) };
    seen.count += 1;
    // The example file must not depend on input order: take the first in path order.
    if (file(path) < seen.example) seen.example = file(path);
    scan.languageFiles.set(language, seen);
  }

  if (withHints && HINTS.length > 0) {
    const words = pathWords(path);
    for (const h of HINTS) {
      if (!words.has(h.word)) continue;
      const files = scan.hintFiles.get(h.rule) ?? [];
      files.push(file(path));
      scan.hintFiles.set(h.rule, files);
    }
  }
}

/**
 * What one path evidences on its own: technologies of its config file, vendored library, audit
 * report or deployment record (each listed on one file), and the language it counts for (which
 * takes MIN_LANGUAGE_FILES files). Name hints need several files, so one path shows none.
 */
export function pathTechnologies(path: string): {
  technologies: { category: StackCategory; name: string }[];
  language: string | undefined;
} {
  const scan: PathScan = { found: [], languageFiles: new Map(), hintFiles: new Map() };
  scanPath(path, (f) => f, scan, false);
  const seen = new Set<string>();
  const technologies = scan.found
    .filter((f) => f.confidence >= MIN_CONFIDENCE)
    .map((f) => ({ category: f.rule.category, name: f.rule.name }))
    .filter((t) => {
      const key = `${t.category}\u0000${t.name}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  return { technologies, language: countedLanguageOf(path) };
}

// ---------------------------------------------------------------------------------------------
// Merging evidence into detections.

const round = (n: number) => Math.round(n * 100) / 100;

function byEvidence(a: StackEvidence, b: StackEvidence): number {
  return a.file.localeCompare(b.file) || a.rule.localeCompare(b.rule);
}

interface Accumulator {
  technology: string;
  category: StackCategory;
  confidences: number[];
  versions: Set<string>;
  /** Every finding so far was an indirect dependency. */
  indirect: boolean;
  evidence: Map<string, StackEvidence & { confidence: number }>;
}

function accumulate(found: Found[]): Map<string, Accumulator> {
  const acc = new Map<string, Accumulator>();
  for (const f of found) {
    const key = `${f.rule.category}\u0000${f.rule.name}`;
    const a: Accumulator = acc.get(key) ?? {
      technology: f.rule.name,
      category: f.rule.category,
      confidences: [],
      versions: new Set(),
      indirect: true,
      evidence: new Map(),
    };
    a.confidences.push(f.confidence);
    a.indirect = a.indirect && f.indirect === true;
    if (f.version) a.versions.add(f.version);
    const ek = `${f.evidence.file}\u0000${f.evidence.rule}`;
    const prev = a.evidence.get(ek);
    if (!prev || prev.confidence < f.confidence)
      a.evidence.set(ek, { ...f.evidence, confidence: f.confidence });
    acc.set(key, a);
  }
  return acc;
}

/** Strongest evidence first, then a few more kinds of it: independent evidence adds a little. */
function toDetection(a: Accumulator): StackDetection {
  const max = Math.max(...a.confidences);
  const kinds = new Set([...a.evidence.values()].map((e) => e.confidence)).size;
  const evidence = [...a.evidence.values()]
    .sort((x, y) => y.confidence - x.confidence || byEvidence(x, y))
    .slice(0, MAX_EVIDENCE)
    .map(({ file, rule }) => ({ file, rule }));
  const version = newestVersion(a.versions);
  return {
    technology: a.technology,
    category: a.category,
    confidence: round(Math.min(0.99, max + 0.02 * (kinds - 1))),
    evidence,
    ...(version ? { version } : {}),
    ...(a.indirect ? { transitive: true } : {}),
  };
}

const categoryOrder = new Map(STACK_CATEGORY_KEYS.map((k, i) => [k, i]));

function sortDetections(list: StackDetection[]): StackDetection[] {
  return list.sort(
    (a, b) =>
      categoryOrder.get(a.category)! - categoryOrder.get(b.category)! ||
      a.technology.localeCompare(b.technology, 'en', { sensitivity: 'base' }) ||
      a.technology.localeCompare(b.technology),
  );
}

const emptyCategories = (): Record<StackCategory, string[]> => mapStackCategories(() => []);

function resultOf(detections: StackDetection[]): StackResult {
  const listed = sortDetections(detections.filter((d) => d.confidence >= MIN_CONFIDENCE));
  const categories = emptyCategories();
  for (const d of listed) categories[d.category].push(d.technology);
  return { categories, detections: listed };
}

export interface DetectStackInput extends StackInput {
  /** owner/name: prefixes evidence files when a project has several repositories. */
  repository?: string;
}

/** The stack of one repository (or of any set of dependencies and paths). Deterministic. */
export function detectStack(input: DetectStackInput): StackResult {
  const file = (f: string) => (input.repository ? `${input.repository}/${f}` : f);
  const found: Found[] = input.dependencies.flatMap((d) => fromDependency(d, file));
  const scan: PathScan = { found, languageFiles: new Map(), hintFiles: new Map() };
  for (const path of input.paths) scanPath(path, file, scan);

  for (const [language, seen] of scan.languageFiles) {
    found.push({
      rule: { name: language, category: 'programming_languages' },
      confidence: languageConfidence(seen.count),
      evidence: {
        file: seen.example,
        rule: `${seen.count} ${language} file${seen.count === 1 ? '' : 's'}`,
      },
    });
  }
  for (const [rule, files] of scan.hintFiles) {
    const distinct = [...new Set(files)].sort();
    // A word in file names is weak evidence: it only counts when several files carry it.
    const confidence = Math.min(0.6, CONFIDENCE.hint + 0.05 * (distinct.length - 1));
    for (const f of distinct.slice(0, MAX_EVIDENCE))
      found.push({
        rule,
        confidence,
        evidence: { file: f, rule: `file name mentions ${rule.name}` },
      });
  }

  return resultOf([...accumulate(found).values()].map(toDetection));
}

/** One project's stack from its repositories' stacks: the strongest evidence of each wins. */
export function combineStacks(results: readonly StackResult[]): StackResult {
  const acc = new Map<string, StackDetection[]>();
  for (const r of results)
    for (const d of r.detections) {
      const key = `${d.category}\u0000${d.technology}`;
      acc.set(key, [...(acc.get(key) ?? []), d]);
    }
  const merged = [...acc.values()].map((list): StackDetection => {
    const best = [...list].sort((a, b) => b.confidence - a.confidence)[0]!;
    const evidence = list
      .flatMap((d) => d.evidence)
      .filter((e, i, all) => all.findIndex((x) => x.file === e.file && x.rule === e.rule) === i);
    // Keep the strongest repository's evidence first, then the others'.
    const ordered = [
      ...best.evidence,
      ...evidence.filter((e) => !best.evidence.includes(e)).sort(byEvidence),
    ];
    const version = newestVersion(new Set(list.flatMap((d) => (d.version ? [d.version] : []))));
    const { version: _bestVersion, transitive: _bestTransitive, ...rest } = best;
    // Chosen directly in any repository: the project's own choice.
    const transitive = list.every((d) => d.transitive === true);
    return {
      ...rest,
      evidence: ordered.slice(0, MAX_EVIDENCE),
      ...(version ? { version } : {}),
      ...(transitive ? { transitive } : {}),
    };
  });
  return resultOf(merged);
}

/** Every technology name the engine can report, by category (rule pack, chains and languages). */
export function knownTechnologies(): Record<StackCategory, string[]> {
  const out = emptyCategories();
  const add = (category: StackCategory, name: string) => {
    if (!out[category].includes(name)) out[category].push(name);
  };
  for (const r of STACK_RULES) add(r.category, r.name);
  for (const c of CHAINS) if (!c.testnet) add(chainCategory(c), c.name);
  for (const l of LANGUAGE_RULES) add('programming_languages', l.name);
  return out;
}
