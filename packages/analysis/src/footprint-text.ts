// A commit described by its files, for subjects that say nothing: "changes 57 files, mostly
// deployment scripts, for Arbitrum, Ethereum and Polygon (+4,618/−330 lines)". What kind of
// files, which area, how big, which networks: all read from the commit's footprint.
import type { ChangeFootprint, FootprintKind } from './change-footprint';
import type { Tense } from './commit-phrase';
import type { HighlightFact } from './writer';

const NOUNS: Record<FootprintKind, [string, string]> = {
  solidity: ['Solidity contract', 'Solidity contracts'],
  vyper: ['Vyper contract', 'Vyper contracts'],
  move: ['Move module', 'Move modules'],
  cairo: ['Cairo contract', 'Cairo contracts'],
  rust: ['Rust file', 'Rust files'],
  go: ['Go file', 'Go files'],
  typescript: ['TypeScript file', 'TypeScript files'],
  javascript: ['JavaScript file', 'JavaScript files'],
  frontend: ['front-end file', 'front-end files'],
  python: ['Python file', 'Python files'],
  cpp: ['C/C++ file', 'C/C++ files'],
  haskell: ['Haskell file', 'Haskell files'],
  elixir: ['Elixir file', 'Elixir files'],
  jvm: ['Java/Kotlin file', 'Java/Kotlin files'],
  swift: ['Swift file', 'Swift files'],
  proto: ['protobuf definition', 'protobuf definitions'],
  deploy_script: ['deployment script', 'deployment scripts'],
  script: ['script', 'scripts'],
  deployment_record: ['deployment record', 'deployment records'],
  config: ['configuration file', 'configuration files'],
  dependencies: ['dependency file', 'dependency files'],
  test: ['test file', 'test files'],
  docs: ['documentation file', 'documentation files'],
  ci: ['CI file', 'CI files'],
  generated: ['generated file', 'generated files'],
  audit: ['audit file', 'audit files'],
  other: ['file', 'files'],
};

// Kinds named as a group in a mix ("files across tests, Go code and docs").
const GROUPS: Partial<Record<FootprintKind, string>> = {
  rust: 'Rust code',
  go: 'Go code',
  typescript: 'TypeScript code',
  javascript: 'JavaScript code',
  frontend: 'front-end code',
  python: 'Python code',
  cpp: 'C/C++ code',
  haskell: 'Haskell code',
  elixir: 'Elixir code',
  jvm: 'Java/Kotlin code',
  swift: 'Swift code',
  config: 'configuration',
  dependencies: 'dependencies',
  test: 'tests',
  docs: 'docs',
  ci: 'CI',
  other: 'other files',
};

const UNIT: Partial<Record<FootprintKind, [string, string]>> = {
  solidity: ['contract', 'contracts'],
  vyper: ['contract', 'contracts'],
  cairo: ['contract', 'contracts'],
  move: ['module', 'modules'],
};

const count = (n: number): string => n.toLocaleString('en-US');
const noun = (kind: FootprintKind, n: number): string => NOUNS[kind][n === 1 ? 0 : 1];
/** "14 Go files", "a Go file", "an audit file". */
function counted(kind: FootprintKind, n: number): string {
  if (n !== 1) return `${count(n)} ${noun(kind, n)}`;
  return `${/^[aeio]/i.test(noun(kind, 1)) ? 'an' : 'a'} ${noun(kind, 1)}`;
}

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** "+4,618/−330 lines", "+12 lines", "" for binary-only changes. */
export function sizeText(additions: number, deletions: number): string {
  if (additions === 0 && deletions === 0) return '';
  if (deletions === 0) return `+${count(additions)} lines`;
  if (additions === 0) return `−${count(deletions)} lines`;
  return `+${count(additions)}/−${count(deletions)} lines`;
}

/** "57 files, mostly deployment scripts", "14 Go files", "the Comet and CometExt contracts". */
function whatText(f: ChangeFootprint, files: number): string {
  const lead = f.parts[0];
  if (lead === undefined) return counted('other', files);
  const unit = UNIT[lead.kind];
  if (lead.files === files && f.names.length > 0 && unit !== undefined) {
    return `the ${listJoin(f.names)} ${unit[f.names.length === 1 ? 0 : 1]}`;
  }
  if (lead.files === files) return counted(lead.kind, files);
  const lines = f.parts.reduce((n, p) => n + p.lines, 0);
  if (lead.lines >= lines * 0.6) return `${count(files)} files, mostly ${NOUNS[lead.kind][1]}`;
  const kinds = f.parts.slice(0, 3).map((p) => GROUPS[p.kind] ?? NOUNS[p.kind][1]);
  return `${count(files)} files across ${listJoin(kinds)}`;
}

function areaText(f: ChangeFootprint, what: string): string {
  const areas = f.areas.filter(
    (a) => !what.toLowerCase().includes(a.toLowerCase().replace(/s$/, '')),
  );
  return areas.length === 0 ? '' : ` in ${listJoin(areas)}`;
}

function networkText(f: ChangeFootprint, most: number): string {
  if (f.networks.length === 0) return '';
  return f.networks.length <= most
    ? ` for ${listJoin(f.networks)}`
    : ` for ${f.networks.length} networks`;
}

const EMPTY: ChangeFootprint = {
  parts: [],
  areas: [],
  names: [],
  networks: [],
  topics: [],
  filesAdded: 0,
  filesDeleted: 0,
};

/**
 * Variants of the description, most detailed first, so a title can take the longest that fits:
 * with what the new files are called (`detail`: for summaries), areas and networks; without
 * areas; without networks either.
 */
export function footprintTexts(h: HighlightFact, tense: Tense, detail = false): string[] {
  const f = h.footprint ?? EMPTY;
  const files = h.filesChanged;
  const verb =
    files > 0 && f.filesAdded === files
      ? ['adds', 'Added']
      : files > 0 && f.filesDeleted === files
        ? ['removes', 'Removed']
        : ['changes', 'Changed'];
  const what = whatText(f, files);
  const size = sizeText(h.additions, h.deletions);
  const sized = size === '' ? '' : ` (${size})`;
  const head = `${tense === 'present' ? verb[0] : verb[1]} ${what}`;
  const area = areaText(f, what);
  const texts = [
    `${head}${area}${networkText(f, 4)}${sized}`,
    `${head}${networkText(f, 4)}${sized}`,
    `${head}${sized}`,
  ];
  if (detail) {
    const named =
      f.topics.length > 0 ? `; new files include ${listJoin(f.topics.map((t) => `"${t}"`))}` : '';
    texts.unshift(`${head}${area}${networkText(f, 6)}${sized}${named}`);
  }
  return [...new Set(texts)];
}
