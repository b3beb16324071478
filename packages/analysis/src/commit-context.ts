// Everything the noise filter and the signal rules look at, computed once per commit.
import { fileKind, type FileKind } from './file-kind';
import { parseMessage, type ParsedMessage } from './parse-message';
import type { CommitFileInput, CommitInput } from './types';
import { firstWord, ownValue } from './words';

export interface KindedFile extends CommitFileInput {
  kind: FileKind;
}

export interface CommitContext {
  commit: CommitInput;
  msg: ParsedMessage;
  /** Cleaned subject text, lowercased: what most keyword rules read. */
  text: string;
  /** Subject text plus scope and bracket tags, lowercased: for topic keywords. */
  topic: string;
  /** Leading verb of the cleaned subject, normalised to its base form ("added" → "add"). */
  verb: string;
  files: KindedFile[];
  kinds: Set<FileKind>;
  /** Files that are product code (not docs, tests, CI, generated…). */
  codeFiles: KindedFile[];
  linesChanged: number;
  /** The subject is about tests ("add tests for X", "test: …"), whatever files it touches. */
  testSubject: boolean;
}

const TEST_SUBJECT =
  /^(?:(?:add|update|fix|improve|extend|write|refactor|enable|re-?enable|skip|disable|unskip|cover|expand|clean ?up|more|new)\s+)?(?:(?:a|an|the|some|more|missing|new|extra|additional|failing|flaky|basic|better)\s+)*(?:(?:unit|e2e|integration|fuzz|invariant|regression|system|smoke|load|soak|property|differential|fork|upgrade|scenario)\s+)?(?:tests?|test cases?|testing|test coverage|test suite)\b|^test\b|^tests?:/;

const VERB_FORMS: Record<string, string> = {
  adds: 'add',
  added: 'add',
  adding: 'add',
  introduces: 'introduce',
  introduced: 'introduce',
  introducing: 'introduce',
  implements: 'implement',
  implemented: 'implement',
  implementing: 'implement',
  supports: 'support',
  supported: 'support',
  supporting: 'support',
  enables: 'enable',
  enabled: 'enable',
  enabling: 'enable',
  allows: 'allow',
  allowed: 'allow',
  creates: 'create',
  created: 'create',
  removes: 'remove',
  removed: 'remove',
  removing: 'remove',
  deletes: 'delete',
  deleted: 'delete',
  drops: 'drop',
  dropped: 'drop',
  fixes: 'fix',
  fixed: 'fix',
  fixing: 'fix',
  updates: 'update',
  updated: 'update',
  updating: 'update',
  bumps: 'bump',
  bumped: 'bump',
  bumping: 'bump',
  upgrades: 'upgrade',
  upgraded: 'upgrade',
  upgrading: 'upgrade',
  deploys: 'deploy',
  deployed: 'deploy',
  deploying: 'deploy',
  sets: 'set',
  changes: 'change',
  changed: 'change',
  increases: 'increase',
  increased: 'increase',
  decreases: 'decrease',
  decreased: 'decrease',
  integrates: 'integrate',
  integrated: 'integrate',
  integrating: 'integrate',
  deprecates: 'deprecate',
  deprecated: 'deprecate',
  deprecating: 'deprecate',
  migrates: 'migrate',
  migrated: 'migrate',
  migrating: 'migrate',
  releases: 'release',
  released: 'release',
  launches: 'launch',
  launched: 'launch',
  refactored: 'refactor',
  refactors: 'refactor',
  optimizes: 'optimize',
  optimized: 'optimize',
  optimise: 'optimize',
  optimised: 'optimize',
  moved: 'move',
  moves: 'move',
  renamed: 'rename',
  renames: 'rename',
  replaced: 'replace',
  replaces: 'replace',
  using: 'use',
  renaming: 'rename',
  deleting: 'delete',
  uses: 'use',
  hardens: 'harden',
  hardened: 'harden',
  hardening: 'harden',
  ensures: 'ensure',
  enforces: 'enforce',
  enforced: 'enforce',
  rejects: 'reject',
  validates: 'validate',
  validated: 'validate',
  bounds: 'bound',
  bounded: 'bound',
};

export function normaliseVerb(word: string): string {
  return ownValue(VERB_FORMS, word) ?? word;
}

export function buildContext(commit: CommitInput): CommitContext {
  const msg = parseMessage(commit.message);
  const text = msg.text.toLowerCase();
  const files = commit.files.map((f) => ({ ...f, kind: fileKind(f) }));
  const codeFiles = files.filter((f) => f.kind === 'code');
  let lines = 0;
  for (const f of files) lines += (f.additions ?? 0) + (f.deletions ?? 0);
  return {
    commit,
    msg,
    text,
    topic: [msg.scope ?? '', ...msg.brackets, text].join(' ').toLowerCase(),
    verb: normaliseVerb(firstWord(text)),
    files,
    kinds: new Set(files.map((f) => f.kind)),
    codeFiles,
    linesChanged: lines,
    testSubject:
      msg.type === 'test' ||
      msg.type === 'tests' ||
      TEST_SUBJECT.test(text) ||
      /^tests?$/i.test(msg.scope ?? ''),
  };
}
