// A commit subject as a verb phrase in the project's voice: "classify transactions in the app
// and pass them to go-square" → "classifies transactions in the app and passes them to
// go-square" (present, for titles and summaries) or "Classified … and passed …" (past, for
// content lines). Every verb of a conjunction agrees; a noun-phrase subject gets the verb its
// conventional type implies ("fix: Blast logo" → "fixes Blast logo"), or none.
import { LEADING_VERBS, pastOf, thirdPersonOf, verbBase } from './verb-forms';
import { list, ownValue } from './words';

export type Tense = 'present' | 'past';

export interface CommitPhrase {
  /** The phrase, lowercase first letter for present, capitalised for past. */
  text: string;
  /** Base form of the leading verb, or null for a noun phrase with no verb to give it. */
  verb: string | null;
}

// Verbs that are also everyday nouns of the domain: after "and" they count as verbs only
// when an object follows ("claim rewards and stake them", not "deposit and withdraw flows").
const NOUN_LIKE = new Set(
  list(`
    deposit withdraw claim stake unstake mint burn transfer swap vote cache index log report
    record release build package stream batch route schedule trigger port seed store track
    filter sort format query load save test lock order trade bridge sign support
  `),
);
// "Legacy unstake all: use multicall": a topic, then what was done to it.
const TOPIC = /^([^:]{3,40}):\s+(.+)$/;
const FUNCTION_WORD =
  /^(when|if|unless|while|after|before|since|until|because|so|as|at|by|with|without|via|and|or|but|then|is|are|was|were|be)$/i;
const OBJECT_START =
  /^(the|a|an|all|any|it|its|them|their|this|that|these|those|some|each|every|new|missing|unused|our|to|from|in|on|for|up|out)$/i;

// Behaviour verbs read best with "now" ("Celestia now classifies transactions …"); change
// verbs ("adds", "fixes", "renames") never do.
const BEHAVIOUR_VERBS = new Set(
  list(`
    support allow accept reject require classify pass use return emit store track show display
    handle validate verify check enforce prevent block charge route send include exclude skip
    retry cache sign compute calculate respect honor expose persist record pay refund
    distribute default let keep prefer propagate forward delegate stream batch accrue settle
    claim stake deposit withdraw mint burn
  `),
);

// What a noun-phrase subject's conventional type says was done to it.
const TYPE_VERBS: Record<string, string> = {
  feat: 'add',
  feature: 'add',
  fix: 'fix',
  bugfix: 'fix',
  hotfix: 'fix',
  security: 'fix',
  perf: 'speed up',
  refactor: 'refactor',
  cleanup: 'clean up',
  docs: 'document',
  doc: 'document',
  test: 'test',
  tests: 'test',
  revert: 'revert',
  deps: 'update',
  build: 'update',
  chore: 'update',
  improvement: 'improve',
};

// Noun phrases that name an action: "optimizations of X" → "optimizes X".
const NOMINAL_LEADS: [RegExp, string][] = [
  [/^optimi[sz]ations?\s+(?:of|to|for|in)\s+/i, 'optimize'],
  [/^improvements?\s+(?:of|to|for|in)\s+/i, 'improve'],
  [/^enhancements?\s+(?:of|to|for|in)\s+/i, 'enhance'],
  [/^fix(?:es)?\s+(?:of|to|for|in)\s+/i, 'fix'],
  [/^updates?\s+(?:of|to|for)\s+/i, 'update'],
  [/^changes?\s+(?:of|to|for|in)\s+/i, 'change'],
  [/^refactor(?:ing)?\s+(?:of|for)\s+/i, 'refactor'],
  [/^(?=support\s+for\s+)/i, 'add'],
  [/^clarifications?\s+(?:of|on|for|in)\s+/i, 'clarify'],
  [/^(?=(?:[\w-]+\s+){0,3}audit\s+fix(?:es)?$)/i, 'apply'],
];

/** "Unfork", "re-add", "Reorder": a commit verb behind un-/re-, in its base form only. */
function prefixedVerb(word: string): string | null {
  const m = /^(un|re-?)([a-z]{3,})$/i.exec(word);
  const stem = m?.[2]?.toLowerCase();
  if (m === null || stem === undefined || verbBase(stem) !== stem) return null;
  return `${(m[1] ?? '').toLowerCase()}${stem}`;
}

/**
 * The word's base verb when it can lead a phrase: a known commit verb in any form, or one behind
 * un-/re-. Other verbs of the lexicon are left alone: "typed provider", "Permissioned Pools" and
 * "Blast logo" are names.
 */
function leadingVerb(word: string, next: string | undefined): string | null {
  // "ReceivedMPPStatus", "ERC20", "tx.coin": identifiers, not verbs.
  if (/[A-Z]/.test(word.slice(1)) || /[\d._/]/.test(word)) return null;
  const clean = word.replace(/[,:]$/, '');
  // "release notes" is a document, not a release.
  if (/^release$/i.test(clean) && /^notes?\b/i.test(next ?? '')) return null;
  const base = verbBase(clean) ?? prefixedVerb(clean);
  if (base === null) return null;
  const known = LEADING_VERBS.has(base) || LEADING_VERBS.has(base.replace(/^(un|re-?)/, ''));
  if (!known) return null;
  // "Support for Linea", "Fix for the oracle": a noun leading a noun phrase.
  if (next !== undefined && /^(for|of)$/i.test(next)) return null;
  return base;
}

/**
 * "redacted and full telemetry servers": a participle paired with an adjective describes a
 * noun; it is no verb ("redacts and full …" would be invented).
 */
function adjectivePair(words: string[]): boolean {
  const [first = '', joint = '', next = ''] = words;
  if (!/^[a-z]+ed$/i.test(first) || !/^(and|or|&)$/i.test(joint)) return false;
  return !LEADING_VERBS.has(verbBase(next.toLowerCase()) ?? '') && !/ed$/i.test(next);
}

const inflect = (base: string, tense: Tense): string => {
  const [head, ...tail] = base.split(' ');
  const verb = tense === 'present' ? thirdPersonOf(head ?? base) : pastOf(head ?? base);
  return [verb, ...tail].join(' ');
};

/** "X and pass Y", "X, rewrite Y": the verbs that start later conjuncts, in agreement. */
function agreeConjuncts(words: string[], tense: Tense, leadGerund = false): string[] {
  const out = [...words];
  for (let i = 1; i < out.length; i += 1) {
    const prev = out[i - 1] ?? '';
    if (!/^(and|&|then|or)$/i.test(prev) && !prev.endsWith(',')) continue;
    const word = out[i] ?? '';
    const base = leadingVerb(word, out[i + 1]);
    if (base === null) continue;
    // "as load and generate when …": a pair of bare words, not a clause with its own object.
    const before = /^(and|&|then|or)$/i.test(prev) ? out[i - 2] : undefined;
    const after = out[i + 1];
    const noObject = after === undefined || FUNCTION_WORD.test(after);
    // "add pause and unpause methods": the pair is the lead verb's object.
    const objectPair = i === 2 || noObject;
    if (before !== undefined && verbBase(before) === before.toLowerCase() && objectPair) continue;
    const written = word.toLowerCase();
    // "add context validation and pausing modifier": an -ing word after a plain verb is a noun.
    if (/ing,?$/.test(written) && !leadGerund) continue;
    const inflected = written !== base && written !== `${base},`;
    const objectFollows = OBJECT_START.test(out[i + 1] ?? '');
    if (!inflected && NOUN_LIKE.has(base) && !objectFollows) continue;
    const trail = word.endsWith(',') ? ',' : '';
    out[i] = `${inflect(base, tense)}${trail}`;
  }
  return out;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A noun phrase as an object: "Support for Linea" → "support for Linea"; names keep case. */
function asObject(text: string): string {
  const [first = '', second = ''] = text.split(' ');
  const common =
    /^[A-Z][a-z]+$/.test(first) &&
    LEADING_VERBS.has(verbBase(first) ?? '') &&
    /^[a-z]/.test(second);
  return common ? `${first.toLowerCase()}${text.slice(first.length)}` : text;
}

// "always fire X on init": an adverb before the verb keeps its place ("always fires X").
const ADVERBS = new Set(
  list('always never only also properly correctly consistently explicitly automatically'),
);
// Verbs written in a commit's shorthand: "up wagmi and viem" upgrades them.
const SHORTHAND: Record<string, string> = {
  up: 'upgrade',
  rm: 'remove',
  rmv: 'remove',
  impl: 'implement',
  cleanup: 'clean up',
};

/** "always fires X", "upgrades wagmi": the phrases a plain verb lookup misses. */
function shorthandPhrase(words: string[], tense: Tense): CommitPhrase | null {
  const [first = '', second = '', ...rest] = words;
  const lower = first.toLowerCase().replace(/,$/, '');
  const alias = ownValue(SHORTHAND, lower);
  if (alias !== undefined && /^[a-z]/.test(second)) {
    const comma = first.endsWith(',') ? ',' : '';
    const tail = agreeConjuncts([`x${comma}`, second, ...rest], tense).slice(1);
    const phrase = [`${inflect(alias, tense)}${comma}`, ...tail].join(' ');
    return { text: tense === 'past' ? capitalise(phrase) : phrase, verb: alias };
  }
  const base = ADVERBS.has(lower) ? verbBase(second) : null;
  if (base === null) return null;
  const phrase = [lower, inflect(base, tense), ...agreeConjuncts(rest, tense)].join(' ');
  return { text: tense === 'past' ? capitalise(phrase) : phrase, verb: base };
}

/**
 * The subject (already cleaned by subjectText) as a phrase. `type` is the conventional type;
 * `nounVerb` the verb a noun phrase takes when the type gives none (e.g. from its signal).
 */
export function commitPhrase(
  text: string,
  tense: Tense,
  type: string | null = null,
  nounVerb: string | null = null,
): CommitPhrase {
  const words = text.split(' ').filter((w) => w !== '');
  const base =
    words[0] === undefined || adjectivePair(words) ? null : leadingVerb(words[0], words[1]);
  if (base !== null) {
    const rest = agreeConjuncts(words.slice(1), tense, /ing$/i.test(words[0] ?? ''));
    const verb = inflect(base, tense);
    const phrase = [verb, ...rest].join(' ');
    return { text: tense === 'past' ? capitalise(phrase) : phrase, verb: base };
  }
  for (const [re, verb] of NOMINAL_LEADS) {
    const m = re.exec(text);
    if (m === null) continue;
    const phrase = `${inflect(verb, tense)} ${asObject(text.slice(m[0].length))}`;
    return { text: tense === 'past' ? capitalise(phrase) : phrase, verb };
  }
  const topic = TOPIC.exec(text);
  if (
    topic !== null &&
    leadingVerb(topic[2]?.split(' ')[0] ?? '', topic[2]?.split(' ')[1]) !== null
  ) {
    return commitPhrase(`${topic[2]} in ${topic[1]}`, tense, type, nounVerb);
  }
  const short = shorthandPhrase(words, tense);
  if (short !== null) return short;
  const given = (type !== null ? ownValue(TYPE_VERBS, type) : undefined) ?? nounVerb;
  if (given === undefined || given === null) {
    return { text: tense === 'past' ? capitalise(text) : text, verb: null };
  }
  const phrase = `${inflect(given, tense)} ${asObject(text)}`;
  return { text: tense === 'past' ? capitalise(phrase) : phrase, verb: given };
}

/** "now" before a behaviour verb of a change that is no refactor, test, docs or chore. */
export function readsAsNow(phrase: CommitPhrase, type: string | null): boolean {
  if (phrase.verb === null || !BEHAVIOUR_VERBS.has(phrase.verb)) return false;
  // "uses current mainnet state for the test": a change to tests is no new behaviour.
  if (/\btests?\b/i.test(phrase.text)) return false;
  return ![
    'refactor',
    'test',
    'tests',
    'docs',
    'doc',
    'chore',
    'ci',
    'build',
    'style',
    'revert',
  ].includes(type ?? '');
}
