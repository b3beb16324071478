// Matching one Agent Hub profile's answers against one feed item (docs/decisions/015-agent-hub-
// insight-matching.md). Answers are free-text lists; each entry is a term. A term matches an item
// by the first of these that holds:
//   1. project: it is the item's project (name, slug or owner, ignoring case and punctuation);
//   2. signal: it names a kind of change ("security", "oracle changes") the item carries;
//   3. tag: it equals one of the item's tags (protocols, chains, tools, standards);
//   4. text: it appears as a whole word or phrase in the item's title, summary or content.
// A term that names a kind of change matches by signal only: "security" must mean the engine
// found a security fix, not that the word appears somewhere in a commit subject.
import type { SignalId } from '@gitsignals/domain';
import type { FeedTagGroups } from '../types';
import { PROFILE_QUESTIONS, type ProfileType } from './profile-questions';
import { signalsNamedBy, squash } from './signal-aliases';

/** What the matcher (and the opportunity writer) may read of a feed item. */
export interface InsightItem {
  id: string;
  projectName: string;
  projectSlug: string;
  owner: string;
  title: string;
  summary: string;
  content: string;
  signals: SignalId[];
  tags: FeedTagGroups;
  /** YYYY-MM-DD */
  analysisDate: string;
}

export type MatchKind = 'project' | 'signal' | 'tag' | 'text';

export interface MatchedTerm {
  /** The answer entry as the user wrote it (trimmed). */
  term: string;
  /** The question key whose answer held it. */
  question: string;
  kind: MatchKind;
  /** For kind 'signal': the item's signals it named. */
  signals: SignalId[];
}

export interface ProfileMatch {
  profileType: ProfileType;
  /** From the first question (in the profile's order) with a match. */
  insightType: string;
  /** Every matched term, the first question's first; within a question, strongest kind first. */
  terms: MatchedTerm[];
}

/** Entries of one answer at most; a longer list is cut (the answer itself is at most 2,000 chars). */
export const MAX_TERMS_PER_ANSWER = 25;
const MAX_TERM_LENGTH = 80;
/** Shorter terms match only exactly (a project or a tag): "OP" must not match "op" in text. */
const MIN_TEXT_TERM_LENGTH = 3;

/**
 * "Uniswap, Curve; Balancer\n- Aave" → ['Uniswap', 'Curve', 'Balancer', 'Aave']: split on commas,
 * semicolons and line breaks, list bullets and quotes removed, repeats (any case) dropped.
 */
export function answerTerms(answer: string | undefined): string[] {
  if (!answer) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of answer.split(/[,;\n\r]+/)) {
    const term = raw
      .trim()
      .replace(/^(?:[-*•]|\d+[.)])\s+/, '')
      .replace(/^["'“‘]+|["'”’.]+$/g, '')
      .trim();
    const key = squash(term);
    if (key.length < 2 || term.length > MAX_TERM_LENGTH || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
    if (out.length === MAX_TERMS_PER_ANSWER) break;
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The term as a whole word or phrase: "ETH" is not found in "method"; spaces match any gap. */
function phrasePattern(term: string): RegExp {
  const words = term
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return new RegExp(`(?:^|[^a-z0-9])${words.join('[^a-z0-9]*')}(?:$|[^a-z0-9])`);
}

interface PreparedItem {
  item: InsightItem;
  names: Set<string>;
  tags: Set<string>;
  text: string;
}

/** Lower-cased text and name keys of an item, computed once for all users and profiles. */
export function prepareItem(item: InsightItem): PreparedItem {
  const tags = Object.values(item.tags).flat();
  return {
    item,
    names: new Set([item.projectName, item.projectSlug, item.owner].map(squash)),
    tags: new Set(tags.map(squash)),
    text: `${item.title}\n${item.summary}\n${item.content}`.toLowerCase(),
  };
}

function matchTerm(term: string, question: string, p: PreparedItem): MatchedTerm | null {
  const key = squash(term);
  if (p.names.has(key)) return { term, question, kind: 'project', signals: [] };
  const named = signalsNamedBy(term);
  if (named.length > 0) {
    const carried = p.item.signals.filter((s) => named.includes(s));
    return carried.length > 0 ? { term, question, kind: 'signal', signals: carried } : null;
  }
  if (p.tags.has(key)) return { term, question, kind: 'tag', signals: [] };
  if (key.length >= MIN_TEXT_TERM_LENGTH && phrasePattern(term).test(p.text))
    return { term, question, kind: 'text', signals: [] };
  return null;
}

const KIND_ORDER: MatchKind[] = ['project', 'signal', 'tag', 'text'];

/** The profile's match with the item, or null when none of its answers matches. */
export function matchProfile(
  profileType: ProfileType,
  answers: Readonly<Record<string, string | undefined>>,
  item: InsightItem | PreparedItem,
): ProfileMatch | null {
  const prepared = 'names' in item ? item : prepareItem(item);
  let insightType: string | null = null;
  const terms: MatchedTerm[] = [];
  for (const question of PROFILE_QUESTIONS[profileType]) {
    const found = answerTerms(answers[question.key])
      .map((term) => matchTerm(term, question.key, prepared))
      .filter((m): m is MatchedTerm => m !== null)
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    if (found.length === 0) continue;
    insightType ??= question.insightType;
    terms.push(...found);
  }
  return insightType === null ? null : { profileType, insightType, terms };
}
