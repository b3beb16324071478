// One commit in words, the way the local writer quotes it everywhere (title, summary, content):
// a release names its version; a subject that says nothing is replaced by what the files show;
// any other subject becomes a verb phrase in agreement ("now" before a new behaviour).
import type { SignalId } from '@gitsignals/domain';
import { commitPhrase, readsAsNow, type Tense } from './commit-phrase';
import { saysNothing } from './empty-subject';
import { footprintTexts } from './footprint-text';
import { parseVersion } from './release-text';
import { bodySentence } from './subject-from-body';
import { subjectText } from './subject-text';
import type { HighlightFact } from './writer';

export interface CommitWords {
  /** Variants, most detailed first (a title takes the longest that fits). */
  texts: string[];
  /** A noun phrase no verb could be given to ("Pectra support"): quoted, not phrased. */
  bare: boolean;
  /** The text describes the files, not the subject. */
  fromFiles: boolean;
  /** The text comes from the commit body, the subject saying too little. */
  fromBody?: boolean;
  /** A release commit: "releases 1.0.2". */
  version: string | null;
}

// The verb a noun-phrase subject takes from its leading signal when its type gives none.
const SIGNAL_VERBS: Partial<Record<SignalId, string>> = {
  security_fix: 'address',
  audit: 'address',
  new_feature: 'add',
  deployment: 'deploy',
  deprecation: 'deprecate',
};

function signalVerb(signals: SignalId[]): string | null {
  for (const s of signals) {
    const verb = SIGNAL_VERBS[s];
    if (verb !== undefined) return verb;
  }
  return null;
}

const capitalise = (s: string): string =>
  /^[a-z]+(\s|$)/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;

export interface DescribeOptions {
  /** Allow "now" before a behaviour verb (the title and the summary's first phrase). */
  now?: boolean;
  /** Versions the day's tags or release commits cut at this commit. */
  releases?: string[];
  /** Name new files and more networks when describing by files (summaries). */
  detail?: boolean;
}

const REVERT = /^revert(?:s|ed)?\s+"(.*)"$/i;
// "feat(lazer-sdk-js)!: major bump, considering the changes": a version bump of the scope.
const LEVEL_BUMP = /^(major|minor|patch)\s+(?:version\s+)?bump\b/i;

/** "bumps lazer-sdk-js to a new major version", when the subject says only that. */
function levelBump(text: string, area: string | null, tense: Tense): string | null {
  const level = LEVEL_BUMP.exec(text)?.[1]?.toLowerCase();
  if (level === undefined) return null;
  const scope = /\(([^)]+)\)/.exec(area ?? '')?.[1] ?? 'its package';
  return `${tense === 'present' ? 'bumps' : 'Bumped'} ${scope} to a new ${level} version`;
}

function fromFiles(
  h: HighlightFact,
  tense: Tense,
  reverted: boolean,
  detail: boolean,
): CommitWords {
  let texts = footprintTexts(h, tense, detail);
  // 'Revert "update"': what was undone is only known by its files.
  if (reverted) {
    const lead = tense === 'present' ? 'reverts changes to' : 'Reverted changes to';
    texts = texts.map((t) => t.replace(/^\S+\s/, `${lead} `));
  }
  return { texts, bare: false, fromFiles: true, version: null };
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The body's first sentence as a verb phrase, when it says something the subject did not:
 * "## Description\nThis PR adds `--gas-costs` option…" → "adds --gas-costs option…".
 */
function fromBody(h: HighlightFact, tense: Tense, subject: string): CommitWords | null {
  const sentence = bodySentence(h.body);
  if (sentence === null || norm(sentence) === norm(subject)) return null;
  const { text } = subjectText(sentence);
  if (saysNothing(text) || text.length > 160) return null;
  const phrase = commitPhrase(text, tense);
  if (phrase.verb === null) return null;
  return { texts: [phrase.text], bare: false, fromFiles: false, fromBody: true, version: null };
}

/** The commit's words in the given tense. */
export function describeCommit(
  h: HighlightFact,
  tense: Tense,
  { now = false, releases = [], detail = false }: DescribeOptions = {},
): CommitWords {
  const { text, type, finding } = subjectText(h.subject, h.area);
  const release = h.signals.includes('release');
  const version = release ? parseVersion(text) : null;
  // A "Version Packages" or "Publish" commit names its versions only through the day's tags.
  const versions = version !== null ? [version.raw] : release || saysNothing(text) ? releases : [];
  if (versions.length > 0) {
    const phrase = `${tense === 'present' ? 'releases' : 'Released'} ${versions.join(', ')}`;
    return { texts: [phrase], bare: false, fromFiles: false, version: versions.join(', ') };
  }
  const bump = levelBump(text, h.area, tense);
  if (bump !== null) return { texts: [bump], bare: false, fromFiles: false, version: null };
  const reverted = REVERT.exec(text);
  if (saysNothing(text) || (reverted !== null && saysNothing(reverted[1] ?? ''))) {
    return (
      (reverted === null ? fromBody(h, tense, text) : null) ??
      fromFiles(h, tense, reverted !== null, detail)
    );
  }
  const phrase = commitPhrase(text, tense, type, signalVerb(h.signals));
  // "Thread Token Trade Activity": a title with no verb; the body may say what it did.
  if (phrase.verb === null && finding === null) {
    const described = fromBody(h, tense, text);
    if (described !== null) return described;
  }
  if (finding !== null && (phrase.verb === null || phrase.verb === 'address')) {
    // "OZ M02: fee griefing": the finding is what was addressed.
    const verb = tense === 'present' ? 'addresses' : 'Addressed';
    return {
      texts: [`${verb} finding ${finding}: ${text}`],
      bare: false,
      fromFiles: false,
      version: null,
    };
  }
  const cited = finding === null ? '' : ` for finding ${finding}`;
  if (phrase.verb === null) {
    const bare = tense === 'past' ? capitalise(text) : text;
    return { texts: [bare], bare: true, fromFiles: false, version: null };
  }
  const lead = now && tense === 'present' && readsAsNow(phrase, type) ? 'now ' : '';
  return { texts: [`${lead}${phrase.text}${cited}`], bare: false, fromFiles: false, version: null };
}
