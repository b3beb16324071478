// Noise that one commit alone cannot reveal: automation bursts (an identity committing faster
// than a person can), bot identities known only by e-mail or login, and paths the repository's
// .gitattributes marks as generated or vendored. The collector decides these once, over the
// whole batch, and hands the verdict to classifyCommit as `collectorNoise`.
import { analyseCommit } from './classify-commit';
import { isBotAuthor } from './detect-noise';
import type { CommitInput, NoiseReason } from './types';

/** One identity with at least this many commits inside AUTOMATION_WINDOW_MS is a machine. */
export const AUTOMATION_MIN_COMMITS = 100;
export const AUTOMATION_WINDOW_MS = 60 * 60 * 1000;

export interface IdentityCommit {
  sha: string;
  authorName: string;
  authorEmail: string | null;
  committedAt: Date;
}

/** The identity automation is counted per: the e-mail when known, else the name. */
function identityOf(c: IdentityCommit): string {
  return (c.authorEmail?.trim() || c.authorName.trim()).toLowerCase();
}

/**
 * Shas of commits inside a burst: one identity with AUTOMATION_MIN_COMMITS or more commits
 * within any AUTOMATION_WINDOW_MS. Every commit of the burst counts, not only the ones past
 * the threshold.
 */
export function automationShas(
  commits: readonly IdentityCommit[],
  minCommits = AUTOMATION_MIN_COMMITS,
  windowMs = AUTOMATION_WINDOW_MS,
): Set<string> {
  const byIdentity = new Map<string, IdentityCommit[]>();
  for (const c of commits) {
    const key = identityOf(c);
    const list = byIdentity.get(key);
    if (list) list.push(c);
    else byIdentity.set(key, [c]);
  }
  const marked = new Set<string>();
  for (const list of byIdentity.values()) {
    if (list.length < minCommits) continue;
    const times = list
      .map((c) => ({ sha: c.sha, at: c.committedAt.getTime() }))
      .sort((a, b) => a.at - b.at);
    let start = 0;
    for (let end = 0; end < times.length; end += 1) {
      while (times[end]!.at - times[start]!.at > windowMs) start += 1;
      if (end - start + 1 >= minCommits) {
        for (let i = start; i <= end; i += 1) marked.add(times[i]!.sha);
      }
    }
  }
  return marked;
}

// GitHub's no-reply address of an app: 49699333+dependabot[bot]@users.noreply.github.com.
const BOT_EMAIL = /\[bot\]@|^(?:\d+\+)?[\w.-]*-bot@|^bot@/i;

/** A bot by name, login or e-mail. */
export function isBotIdentity(identity: {
  authorName: string;
  authorEmail: string | null;
  authorLogin: string | null;
}): boolean {
  return (
    isBotAuthor(identity.authorName) ||
    (identity.authorLogin !== null && isBotAuthor(identity.authorLogin)) ||
    (identity.authorEmail !== null && BOT_EMAIL.test(identity.authorEmail.trim()))
  );
}

export interface AttributePatterns {
  generated: string[];
  vendored: string[];
}

/**
 * linguist-generated / linguist-vendored patterns of a .gitattributes file. An attribute set
 * (`attr`, `attr=true`) adds the pattern; unset forms (`-attr`, `attr=false`) are skipped, and
 * patterns a later line unsets are removed, as git applies lines in order.
 */
export function parseGitattributes(text: string): AttributePatterns {
  const result: AttributePatterns = { generated: [], vendored: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [pattern, ...attrs] = line.split(/\s+/);
    if (!pattern || pattern.startsWith('!')) continue;
    for (const attr of attrs) {
      const match = /^(-|!)?linguist-(generated|vendored)(?:=(\w+))?$/.exec(attr);
      if (!match) continue;
      const list = match[2] === 'generated' ? result.generated : result.vendored;
      const unset = match[1] !== undefined || match[3] === 'false';
      const at = list.indexOf(pattern);
      if (unset) {
        if (at >= 0) list.splice(at, 1);
      } else if (at < 0) {
        list.push(pattern);
      }
    }
  }
  return result;
}

const patternCache = new Map<string, RegExp>();

/** gitattributes pattern semantics: a pattern without a slash matches a name at any depth. */
function patternRegex(pattern: string): RegExp {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  let p = pattern;
  const anchored = p.replace(/\/$/, '').includes('/');
  p = p.replace(/^\//, '').replace(/\/$/, '/**');
  let out = '';
  for (let i = 0; i < p.length; i += 1) {
    const ch = p[i]!;
    if (ch === '*' && p[i + 1] === '*') {
      // "**/" matches zero or more directories; a trailing "**" everything below.
      if (p[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (ch === '*') {
      out += '[^/]*';
    } else if (ch === '?') {
      out += '[^/]';
    } else if (ch === '[') {
      const close = p.indexOf(']', i + 1);
      if (close > i) {
        out += `[${p
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = close;
      } else {
        out += '\\[';
      }
    } else {
      out += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  const regex = new RegExp(anchored ? `^${out}$` : `(?:^|/)${out}$`);
  patternCache.set(pattern, regex);
  return regex;
}

export function matchesAttributePattern(path: string, pattern: string): boolean {
  return patternRegex(pattern).test(path);
}

function matchesAny(path: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => matchesAttributePattern(path, p));
}

/**
 * What .gitattributes makes of a commit: when the files it does not mark are noise on their own
 * (or none are left), the commit is generated or vendored noise (whichever marks more files).
 * Null when the commit still counts.
 */
export function attributeNoise(
  commit: CommitInput,
  patterns: AttributePatterns,
): NoiseReason | null {
  if (patterns.generated.length === 0 && patterns.vendored.length === 0) return null;
  let generated = 0;
  let vendored = 0;
  const rest = commit.files.filter((f) => {
    if (matchesAny(f.path, patterns.vendored)) {
      vendored += 1;
      return false;
    }
    if (matchesAny(f.path, patterns.generated)) {
      generated += 1;
      return false;
    }
    return true;
  });
  if (generated + vendored === 0) return null;
  if (rest.length > 0 && analyseCommit({ ...commit, files: rest }).classified.noise === null) {
    return null;
  }
  return vendored > generated ? 'vendored' : 'generated';
}

/**
 * Reasons the collector may store that the per-commit rules cannot recompute from the stored
 * commit: re-analysis passes a stored reason from this list back as `collectorNoise`.
 */
export const COLLECTOR_NOISE_REASONS: ReadonlySet<NoiseReason> = new Set<NoiseReason>([
  'automation',
  'bot',
  'generated',
  'vendored',
]);

export interface BatchCommit extends IdentityCommit {
  authorLogin: string | null;
  input: CommitInput;
}

/**
 * Collector-level noise of every commit of a batch, by sha (absent when the per-commit rules
 * decide): automation bursts first, then bot identities the name alone does not show, then
 * .gitattributes.
 */
export function batchNoise(
  commits: readonly BatchCommit[],
  patterns: AttributePatterns,
): Map<string, NoiseReason> {
  const automation = automationShas(commits);
  const verdicts = new Map<string, NoiseReason>();
  for (const c of commits) {
    if (automation.has(c.sha)) {
      verdicts.set(c.sha, 'automation');
    } else if (!isBotAuthor(c.authorName) && isBotIdentity(c)) {
      verdicts.set(c.sha, 'bot');
    } else {
      const reason = attributeNoise(c.input, patterns);
      if (reason) verdicts.set(c.sha, reason);
    }
  }
  return verdicts;
}

/** A stored noise reason to hand back to classifyCommit on re-analysis, or null. */
export function collectorNoiseOf(stored: string | null): NoiseReason | null {
  return stored !== null && COLLECTOR_NOISE_REASONS.has(stored as NoiseReason)
    ? (stored as NoiseReason)
    : null;
}
