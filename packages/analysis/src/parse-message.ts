// Splits a commit message into what the rules need: the conventional-commit type/scope, a
// breaking marker, bracket tags like "[Deployment]", and the human part of the subject with
// PR numbers and ticket ids removed (that cleaned text is also what the writer quotes).

export interface ParsedMessage {
  /** First line as written. */
  subject: string;
  /** Conventional type, lowercased (feat, fix, chore…), or null. */
  type: string | null;
  /** Conventional scope or a non-conventional "component:" prefix (go-ethereum style). */
  scope: string | null;
  /** `feat!:` or a BREAKING CHANGE footer. */
  breaking: boolean;
  /** Lowercased contents of leading "[...]" tags, e.g. ["deployment"]. */
  brackets: string[];
  /** Subject without type/scope/brackets/PR refs/ticket ids; original casing. */
  text: string;
  /** Everything after the first line. */
  body: string;
  isRevert: boolean;
}

const KNOWN_TYPES = new Set([
  'feat',
  'feature',
  'fix',
  'bugfix',
  'hotfix',
  'chore',
  'docs',
  'doc',
  'style',
  'refactor',
  'perf',
  'test',
  'tests',
  'build',
  'ci',
  'revert',
  'release',
  'deps',
  'security',
  'audit',
  'lint',
  'fmt',
  'cleanup',
  'deploy',
  'deployment',
  'config',
  'improvement',
  'misc',
  'wip',
]);

const CONVENTIONAL = /^([A-Za-z]+)(?:\(([^)]*)\))?(!)?:\s*(.*)$/;
// "core/txpool, eth: msg" or "contracts-bedrock: msg": a component prefix without spaces.
const COMPONENT = /^([\w./*{}-]+(?:,\s*[\w./*{}-]+)*):\s+(.+)$/;
const BRACKETS = /^\[([^\]]{1,40})\]\s*/;
const PR_REF = /\s*\((?:#\d+(?:,\s*)?)+\)\s*$|\s+#\d+\s*$/;
const TICKET = /^[A-Z][A-Z0-9]+-\d+\s*[:-]?\s+/;
const BREAKING_FOOTER = /^BREAKING[ -]CHANGES?:/m;

export function parseMessage(message: string): ParsedMessage {
  const newline = message.indexOf('\n');
  const subject = (newline === -1 ? message : message.slice(0, newline)).trim();
  const body = newline === -1 ? '' : message.slice(newline + 1).trim();

  let rest = subject;
  const brackets: string[] = [];
  for (let m = BRACKETS.exec(rest); m; m = BRACKETS.exec(rest)) {
    brackets.push((m[1] ?? '').trim().toLowerCase());
    rest = rest.slice(m[0].length);
  }

  let type: string | null = null;
  let scope: string | null = null;
  let bang = false;
  const conv = CONVENTIONAL.exec(rest);
  if (conv && KNOWN_TYPES.has((conv[1] ?? '').toLowerCase())) {
    type = (conv[1] ?? '').toLowerCase();
    scope = conv[2]?.trim() || null;
    bang = conv[3] === '!';
    rest = conv[4] ?? '';
  } else {
    const comp = COMPONENT.exec(rest);
    if (comp) {
      scope = comp[1] ?? null;
      rest = comp[2] ?? '';
    }
  }
  // A bracket tag may also follow the type: "feat: [Router] add X".
  for (let m = BRACKETS.exec(rest); m; m = BRACKETS.exec(rest)) {
    brackets.push((m[1] ?? '').trim().toLowerCase());
    rest = rest.slice(m[0].length);
  }

  let text = rest.replace(TICKET, '');
  for (let prev = ''; prev !== text;) {
    prev = text;
    text = text.replace(PR_REF, '');
  }
  text = text.trim().replace(/[.;:,\s]+$/, '');

  return {
    subject,
    type,
    scope,
    breaking: bang || BREAKING_FOOTER.test(body),
    brackets,
    text,
    body,
    // A git revert reads 'Revert "…"' or "revert: …"; "Revert with supplied proposalId for
    // unknown proposals" describes contract behaviour.
    isRevert:
      type === 'revert' ||
      /^revert\s*["'`(:]/i.test(rest) ||
      (/^revert\b/i.test(rest) && /\bThis reverts commit\b/.test(body)),
  };
}
