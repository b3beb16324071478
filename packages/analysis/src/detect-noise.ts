import { list } from './words';
// Noise per signals.md: merges without own changes, bots, formatting/lint/typo/lockfile/CI/
// docs-only commits, and commits that only touch generated or vendored files. Noise carries
// no signal; bot commits that are themselves a signal are rescued by classifyCommit.
import type { CommitContext } from './commit-context';
import { NOISE_KINDS, type FileKind } from './file-kind';
import { isReleaseText } from './release-text';
import type { NoiseReason } from './types';

const BOT_AUTHOR =
  /\[bot\]$|[-_ ]bot$|^bot[-_ ]|^(dependabot|renovate|github-actions|mergify|snyk-bot|greenkeeper|imgbot|allcontributors|semantic-release-bot)\b/i;

export function isBotAuthor(name: string): boolean {
  return BOT_AUTHOR.test(name.trim());
}

// "Fix code style issues with Prettier" is Lint Action's own subject for its formatting commits.
const FORMAT_WORD =
  '(?:fmt|formatting|formatted|format|re-?format(?:ted|ting)?|prettier|prettify|gofmt|rustfmt|code[ -]style)';
const FORMAT_RE = new RegExp(
  `^(?:(?:fix|fixed|fixes|run|ran|apply|applied)\\s+)?(?:(?:forge|cargo|go|yarn|npm|pnpm|nix|code)\\s+)?${FORMAT_WORD}` +
    '(?:\\s+(?:fix(?:es)?|code|files?|repo|repository|all|changes|issues|errors|contracts|solidity|everything|codebase|the codebase|(?:with|using) [\\w-]+))*$',
);
const LINT_RE =
  /^(?:(?:fix|fixes|fixed|fixing|resolve|resolved|address|appease|satisfy|new|more)\s+)?(?:(?:the|all|new|some|remaining|minor)\s+)?(?:lint|linting|linter|lints|clippy|solhint|eslint|golangci-lint|golangci|cargo clippy)(?:\s+(?:errors?|warnings?|issues?|fix(?:es)?|complaints?|findings?|suggestions?|nits?|failures?))*$/;
// "Address a bunch of new lint errors", "Linters cleanup", "Fix koanf lint errors in config".
const LINT_WORD =
  /(?<![\w-])(lint|lints|linter|linters|linting|clippy|solhint|golangci(?:-lint)?|eslint|staticcheck|shellcheck)(?![\w-])/;
const LINT_VERBS = new Set(
  list(`
    fix address resolve appease satisfy silence cleanup clean new more make linters lint clippy
  `),
);
// "chore: fix warnings", "fix: suppress forge-lint warnings across contracts and tests":
// compiler and linter warnings silenced. A single "warning" needs a tool beside it, so a
// product's own warnings ("Fix swap warning title", "remove warning for deno or bun") stay
// work, and so do dependency alerts ("Fix npm vulnerability warnings") and code moved off
// deprecated APIs ("web/satellite: resolve some deprecation warnings").
const WARNING_FIX =
  /^(?:fix|fixes|fixed|fixing|silence[sd]?|suppress(?:es|ed)?|resolve[sd]?|address|clean ?up)\s+(?:(?:all|some|more|new|remaining|the|a|an)\s+)?(?:(?:\S+\s+){0,3}warnings|(?:\S+\s+){0,2}(?:compiler|compilation|build|clippy|lint|linter|solc|rustc|unused)\s+(?:\S+\s+)?warning)(?:\s+(?:in|from|on|across|for|when)\b.*)?$/;
// "fix: remove unused imports (#1585)", "Remove unused import in `GovernorCrosschain`".
const UNUSED_IMPORTS =
  /^(?:remove|delete|drop|clean ?up)\s+(?:(?:unused|redundant|unnecessary|unneeded|duplicated?|extra|dead|stray)\s+)imports?(?:\s+(?:in|from)\s+\S+(?:\s+\S+)?)?$/;
const LINT_SCOPES = /^(clippy|lint|linter|linters|fmt|format|prettier|eslint|solhint|golangci)$/i;
const TYPO_RE =
  /(?<![\w-])(typos?|spelling|misspell\w*|misspelt|grammar|grammatical|proofread(?:s|ing)?)(?![\w-])/;
// "Improved natspec", "fix: misc doc fixes", "Add warning comments to deltas functions",
// "Correct rightshift linter documentation", "op-challenger: Add TraceAccessor docs and rename
// file": the subject says the change is to documentation.
const DOC_VERB =
  '(?:add|update|fix|improve[sd]?|clarify|clarified|clean ?up|polish|tweak|expand|correct|rewrite|write)';
const DOC_NOUN = '(?:comments?|natspec|docstrings?|documentation|docs)';
// Words between the verb and the noun, but not a second change ("improve validation separation
// and add docs", "add index and comment to payment tables") or a product's links to its docs
// ("Update Help menu URLs for documentation").
const DOC_WORD = '(?!(?:and|tests?|urls?|links?|index)\\b)[\\w-]+';
const DOCS_RE = new RegExp(
  [
    `^(?:(?:${DOC_VERB}|more|better)\\s+)?(?:(?:some|the|more|missing|minor|misc|inline|code|doc)\\s+)*(?:comments?|natspec|docstrings?|documentation|docs|readme|changelog|code comments?)\\b`,
    '\\b(?:in|to)\\s+(?:the\\s+)?(?:comments?|natspec|docs|documentation|readme)$',
    '^document\\b',
    `^${DOC_VERB}\\s+(?:[\\w-]+\\s+){0,4}(?:comments?|natspec|docstrings?)$`,
    `^${DOC_VERB}\\s+(?:${DOC_WORD}\\s+){0,4}(?:documentation|docs)$`,
    `^${DOC_VERB}\\s+(?:${DOC_WORD}\\s+){0,2}${DOC_NOUN}\\s+(?:and\\s+rename\\b|to\\b|for\\b|on\\b|in\\b)`,
    '^(?:misc\\s+|minor\\s+)*docs?\\s+(?:fix(?:es)?|updates?|improvements?|tweaks?)$',
  ].join('|'),
);

// When a commit only touches non-product files, the most common kind names the reason.
const KIND_REASON: Partial<Record<FileKind, NoiseReason>> = {
  test: 'tests_only',
  docs: 'docs',
  changelog: 'docs',
  ci: 'ci',
  lint_config: 'lint',
  lockfile: 'lockfile',
  generated: 'generated',
  vendored: 'vendored',
};
const REASON_ORDER: readonly NoiseReason[] = [
  'tests_only',
  'docs',
  'ci',
  'lint',
  'lockfile',
  'generated',
  'vendored',
];

const MERGE_SUBJECT =
  /^Merge (?:(?:remote-tracking )?branch '|branch \S+ (?:of|into) |pull request #\d+ from |tag ')/i;
// "release/2.8.0 -> develop (#11884)": a release branch merged back, named by its branches.
const BRANCH =
  '(?:(?:release|hotfix|releases)/[\\w.-]+|main|master|develop|dev|staging|production)';
const BRANCH_MERGE = new RegExp(`^${BRANCH}\\s*(?:->|→)\\s*${BRANCH}(?:\\s*\\(#\\d+\\))?$`, 'i');

export function detectNoise(ctx: CommitContext): NoiseReason | null {
  const { commit, msg, text, kinds } = ctx;
  if (commit.collectorNoise) return commit.collectorNoise;
  if (commit.files.length === 0) return commit.parents.length > 1 ? 'merge' : 'empty';
  // A branch merged with its changes squashed under the merge's own subject ("Merge branch
  // 'feat/vaults' into test-batch", "Merge pull request #825 from org/main") brings the work of
  // other commits; the labelling guide counts it as a merge whatever it touches.
  if (MERGE_SUBJECT.test(msg.subject) || BRANCH_MERGE.test(msg.subject.trim())) return 'merge';
  if (isBotAuthor(commit.authorName)) return 'bot';

  if (specCommentEdit(ctx)) return 'docs';
  // Audit reports and deployment records are evidence, even in a "docs:" commit.
  const evidence = kinds.has('audit') || kinds.has('deployment_record');
  const heading = `${ctx.verb} ${text.split(/\s+/).slice(1).join(' ')}`.trim();
  if (msg.type !== 'feat' && msg.type !== 'feature') {
    if (msg.type === 'style' || FORMAT_RE.test(text)) return 'formatting';
    if (msg.type === 'lint' || msg.type === 'fmt' || LINT_RE.test(text)) {
      return msg.type === 'fmt' ? 'formatting' : 'lint';
    }
    const alert = /\b(?:security|vulnerab\w*|dependabot|advisor(?:y|ies)|deprecat\w*)\b/.test(text);
    if ((WARNING_FIX.test(text) && !alert) || UNUSED_IMPORTS.test(heading)) return 'lint';
    // foundry's "fix(lint): …" fixes its linter product, so a lint scope with a type is work.
    if (msg.type === null && LINT_SCOPES.test(msg.scope ?? '')) return 'lint';
    const lintScoped = msg.type !== null && /lint/i.test(msg.scope ?? '');
    if (
      !lintScoped &&
      LINT_WORD.test(text) &&
      (LINT_VERBS.has(ctx.verb) || text.split(/\s+/).length <= 3)
    ) {
      return 'lint';
    }
    if (TYPO_RE.test(text)) return 'typo';
    if (!evidence) {
      if (msg.type === 'docs' || msg.type === 'doc' || /^(natspec|docs?)$/i.test(msg.scope ?? '')) {
        return 'docs';
      }
      if (DOCS_RE.test(heading)) return 'docs';
      if (msg.type === 'ci') return 'ci';
      if (msg.type === 'test' || msg.type === 'tests') return 'tests_only';
    }
  }
  return pathOnlyNoise(ctx);
}

// "certora: reword accrue-interest comment", "formatted comments" in a Certora spec: comment
// edits inside verification specs are docs, not audit work (LABELLING-GUIDE, v4 readings).
const SPEC_COMMENT = /(?<![\w-])(?:comments?|reword\w*|wording|natspec)(?![\w-])/;

function specCommentEdit({ files, text }: CommitContext): boolean {
  return files.every((f) => f.kind === 'audit' && f.status === 'M') && SPEC_COMMENT.test(text);
}

function pathOnlyNoise(ctx: CommitContext): NoiseReason | null {
  const { files, msg, text } = ctx;
  if (!files.every((f) => NOISE_KINDS.has(f.kind))) return null;
  // "feat: support solc prereleases" shipped as a lockfile bump is still a feature.
  if (msg.type === 'feat' && files.every((f) => f.kind === 'lockfile')) return null;
  // "feat!: Release v29 for provers" edits one docs line to force a release: the header
  // declares the break (guide, v6: breaking_change + release).
  if (msg.breaking && (msg.type === 'feat' || msg.type === 'fix')) return null;
  // A person's lockfile-only bump ("chore(deps): update alloy") stays lockfile noise: the
  // labelling guide (v6) settled it so, advisory or not.
  // A changelog-only commit that cuts a version is a release.
  if (isReleaseText(text, msg.type, msg.scope)) return null;
  const counts = new Map<NoiseReason, number>();
  for (const f of files) {
    const reason = KIND_REASON[f.kind];
    if (reason) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  let best: NoiseReason = 'docs';
  let bestCount = -1;
  for (const reason of REASON_ORDER) {
    const n = counts.get(reason) ?? 0;
    if (n > bestCount) {
      best = reason;
      bestCount = n;
    }
  }
  return best;
}
