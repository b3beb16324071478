// Which commit of a day has the most substance for a user, when the shown signals do not decide
// (ADR 039, round 3): a chore (tests, docs, CI, lint, dead code, review feedback…) never beats a
// change to the product; then a feature beats a fix, a fix anything else; then more changed
// lines of product code (not tests, docs, CI, generated or dependency files). One function for
// the writer (build-facts.ts) and the insights (insights/headline-commit.ts), so both cite the
// same headline commit.
import { fileKind } from './file-kind';
import { subjectText } from './subject-text';
import type { CommitFileInput } from './types';

export type ChoreKind = 'tests' | 'docs' | 'ci' | 'style' | 'refactor' | 'deps' | 'chore';

export interface Substance {
  /** What kind of chore the commit is, or null for a change to the product. */
  chore: ChoreKind | null;
  /** 0 a feature, 1 a fix or speed-up, 2 anything else. */
  typeRank: number;
  /** Changed lines of product code; all changed lines when the files are unknown. */
  productLines: number;
}

const TYPE_CHORES: Record<string, ChoreKind> = {
  test: 'tests',
  tests: 'tests',
  docs: 'docs',
  doc: 'docs',
  ci: 'ci',
  build: 'ci',
  style: 'style',
  lint: 'style',
  fmt: 'style',
  refactor: 'refactor',
  cleanup: 'style',
  chore: 'chore',
  wip: 'chore',
};

// Subjects that name housekeeping whatever their type: "remove unused imports", "fix flaky
// test", "removes dead code", "address review comments", "apply review requests".
const STYLE_SUBJECT =
  /(?<![\w-])(dead ?code|unused|lint(?:s|ing|er)?|clippy|(?:rust|go|forge\s)?fmt|formatting|prettier|typos?|spelling|nits?|nitpicks?)(?![\w-])/i;
const REVIEW_SUBJECT =
  /(?<![\w-])(?:(?:pr|code|review)\s+(?:feedback|comments?|requests?|suggestions?)|address(?:es|ed)?\s+(?:the\s+)?(?:review|comments?|feedback)|apply\s+(?:review|suggestions?))(?![\w-])/i;
const TEST_SUBJECT = /(?<![\w-])(flaky|tests?|testing|test-?helpers?|e2e|fixtures?)(?![\w-])/i;
// "bumps dependency ver", "update deps": a dependency bump that names no dependency.
const UNNAMED_DEPS =
  /^(?:bump|bumps|bumped|update|updates|updated|upgrade|upgrades|upgraded)\s+(?:all\s+|the\s+|some\s+)?(?:deps|dependency|dependencies|packages?)(?:\s+(?:ver|versions?|in\s+\S+))?$/i;

const FEAT_VERBS =
  /^(add|adds|added|adding|implement\w*|introduc\w*|support\w*|enabl\w*|allow\w*|creat\w*|launch\w*)\s/i;
const FIX_VERBS = /^(fix|fixes|fixed|fixing|resolv\w*|prevent\w*|correct\w*|handl\w*)\s/i;

const linesOf = (f: CommitFileInput): number => (f.additions ?? 0) + (f.deletions ?? 0);

/** Changed lines of the commit's product code (fileKind "code"). */
export function productLinesOf(files: readonly CommitFileInput[]): number {
  return files.reduce((n, f) => n + (fileKind(f) === 'code' ? linesOf(f) : 0), 0);
}

// What a commit that touches no product code works on, by its files' kinds.
const KIND_CHORES: Partial<Record<string, ChoreKind>> = {
  test: 'tests',
  docs: 'docs',
  changelog: 'docs',
  ci: 'ci',
  lint_config: 'style',
};

function choreOfFiles(files: readonly CommitFileInput[]): ChoreKind | null {
  if (files.length === 0) return null;
  const weights = new Map<ChoreKind, number>();
  for (const f of files) {
    const chore = KIND_CHORES[fileKind(f)];
    if (chore === undefined) return null;
    weights.set(chore, (weights.get(chore) ?? 0) + linesOf(f) + 1);
  }
  return [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
}

/** The chore a commit is, from its subject, type and (when known) files; null for product work. */
export function choreOf(
  subject: string,
  area: string | null,
  files?: readonly CommitFileInput[],
): ChoreKind | null {
  const { text, type } = subjectText(subject, area);
  const byFiles = files === undefined ? null : choreOfFiles(files);
  if (byFiles !== null) return byFiles;
  const byType = type !== null ? TYPE_CHORES[type] : undefined;
  if (byType !== undefined) return byType;
  // "fix(ci): stabilize main red tests": the scope says where the work was.
  const scope = /\(([^)]+)\)/.exec(area ?? '')?.[1]?.toLowerCase() ?? area?.toLowerCase() ?? '';
  const byScope = TYPE_CHORES[scope];
  if (byScope !== undefined && byScope !== 'chore' && byScope !== 'refactor') return byScope;
  if (REVIEW_SUBJECT.test(text) || STYLE_SUBJECT.test(text)) return 'style';
  if (UNNAMED_DEPS.test(text)) return 'deps';
  // "stabilize main red tests", "use current mainnet state for the test": tests, when no product
  // code changed with them.
  const noProduct = files !== undefined && productLinesOf(files) === 0;
  if (TEST_SUBJECT.test(text) && (noProduct || files === undefined)) return 'tests';
  return null;
}

function typeRankOf(subject: string, area: string | null): number {
  const { text, type } = subjectText(subject, area);
  if (type === 'feat' || type === 'feature' || (type === null && FEAT_VERBS.test(text))) return 0;
  if (['fix', 'bugfix', 'hotfix', 'perf', 'security'].includes(type ?? '')) return 1;
  return type === null && FIX_VERBS.test(text) ? 1 : 2;
}

/** The commit's substance; without files, all its changed lines count as product code. */
export function substanceOf(
  subject: string,
  area: string | null,
  files: readonly CommitFileInput[] | undefined,
  linesChanged: number,
): Substance {
  return {
    chore: choreOf(subject, area, files),
    typeRank: typeRankOf(subject, area),
    productLines: files === undefined ? linesChanged : productLinesOf(files),
  };
}

/** More substance first: product work before chores, features before fixes, more product code. */
export function bySubstance(a: Substance, b: Substance): number {
  return (
    Number(a.chore !== null) - Number(b.chore !== null) ||
    a.typeRank - b.typeRank ||
    b.productLines - a.productLines
  );
}
