// The local writer's opportunity text, built only from the match, the item and its headline
// commit. Two sentences: what matched and what changed ("You monitor Celestia for risk —
// <title> (<sha>), a security fix and a breaking change.") and why it matters to this reader
// ("<what this kind of change means to the role>, so <what this question's reader does>."). The
// reason follows from the role and the signal (role-reasons.ts), the framing and the action from
// the question that matched (question-frames.ts). Same facts, same text.
import type { ProfileType } from './profile-questions';
import type { InsightItem, MatchedTerm, ProfileMatch } from './match-profile';
import type { InsightCommit } from './insight-commit';
import { frameOf } from './question-frames';
import { ROLE_REASONS, SIGNAL_NOUNS, UNSIGNALLED_REASONS } from './role-reasons';
import { sentenceKeyer, sentenceKeys } from './sentence-keys';

/** The sentences a user's list already holds, apart from names (sentence-keys.ts). */
export interface ListSentences {
  /** Project names and answer terms, taken out of sentences before they are compared. */
  names: readonly string[];
  keys: ReadonlySet<string>;
}

/** What an opportunity is written from: the profile's match and the item it matched. */
export interface OpportunityFacts {
  profileType: ProfileType;
  insightType: string;
  terms: MatchedTerm[];
  item: Pick<InsightItem, 'projectName' | 'title' | 'summary' | 'signals' | 'analysisDate'>;
  /** The item's headline commit, which the text cites; null when none is stored. */
  commit: InsightCommit | null;
  /** The user's list so far: no sentence of the text may repeat one of it. */
  avoid?: ListSentences | undefined;
}

export function opportunityFacts(
  match: ProfileMatch,
  item: InsightItem,
  commit: InsightCommit | null = null,
  avoid?: ListSentences,
): OpportunityFacts {
  return {
    profileType: match.profileType,
    insightType: match.insightType,
    terms: match.terms,
    item: {
      projectName: item.projectName,
      title: item.title,
      summary: item.summary,
      signals: item.signals,
      analysisDate: item.analysisDate,
    },
    commit,
    avoid,
  };
}

/** Texts longer than this are cut at a word (the card shows the whole text). */
export const OPPORTUNITY_MAX_LENGTH = 400;
/** Signals named in "what changed"; more are counted. */
const NAMED_SIGNALS = 3;
const MIN_TITLE = 40;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.]+$/, '')}…`;
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** "a security fix, a breaking change and 2 more kinds of change" from the shown signals. */
function kindsOfChange(facts: OpportunityFacts): string {
  const nouns = facts.item.signals.map((s) => SIGNAL_NOUNS[s]);
  if (nouns.length <= NAMED_SIGNALS) return listJoin(nouns);
  const more = nouns.length - NAMED_SIGNALS;
  return `${nouns.slice(0, NAMED_SIGNALS).join(', ')} and ${more} more kind${more === 1 ? '' : 's'} of change`;
}

const titleOf = (facts: OpportunityFacts) => facts.item.title.trim().replace(/[\s.;:,]+$/, '');
/** The change itself: the item's title, the commit it cites and the signals it shows. */
function change(facts: OpportunityFacts, titleMax: number): string {
  const title = cut(titleOf(facts), titleMax);
  const sha = facts.commit ? ` (${facts.commit.shortSha})` : '';
  const kinds = kindsOfChange(facts);
  return `${title}${sha}${kinds === '' ? '' : `, ${kinds}`}`;
}

/** The first signal an answer named, else the item's most important shown signal. */
function leadSignal(facts: OpportunityFacts) {
  const named = facts.terms.find((t) => t.kind === 'signal')?.signals[0];
  return named ?? facts.item.signals[0] ?? null;
}

/** Who the matched answer makes the project to the reader, with the rest of what matched. */
function opening(facts: OpportunityFacts, withOthers: boolean): string {
  const [primary, ...rest] = facts.terms;
  const project = facts.item.projectName;
  if (!primary) return `${project} is on your lists`;
  const frame = frameOf(primary.question);
  const used =
    primary.kind === 'signal'
      ? facts.terms.filter((t) => t.question === primary.question && t.kind === 'signal')
      : [primary];
  let text: string;
  if (primary.kind === 'project') text = frame.project(project);
  else if (primary.kind === 'signal') text = frame.kinds(listJoin(used.map((t) => t.term)));
  else
    text = `${project}'s change ${primary.kind === 'tag' ? 'involves' : 'mentions'} ${primary.term}, ${frame.mentioned}`;
  const others = rest.filter((t) => !used.includes(t));
  if (!withOthers || others.length === 0) return text;
  const byList = new Map<string, string[]>();
  for (const t of others) byList.set(t.question, [...(byList.get(t.question) ?? []), t.term]);
  const parts = [...byList].map(([q, terms]) => `${listJoin(terms)} from your ${frameOf(q).list}`);
  return `${text}, and it also matches ${listJoin(parts)}`;
}

/** How much of the commit the reason names: 0 nothing, 1 its size, 2 its size and sha. */
type Detail = 0 | 1 | 2;

function commitDetail(commit: InsightCommit | null, detail: Detail): string {
  if (detail === 0 || commit === null) return '';
  const repo = commit.repository.split('/').pop() ?? commit.repository;
  const files = `${commit.filesChanged} file${commit.filesChanged === 1 ? '' : 's'}`;
  const sha = detail === 2 ? `, ${commit.shortSha}` : '';
  return ` (${files}, +${commit.additions} −${commit.deletions} in ${repo}${sha})`;
}

/** Why it matters: the role's reason for this kind of change, then the question's action. */
function reasonSentence(facts: OpportunityFacts, detail: Detail): string {
  const [primary] = facts.terms;
  const project = facts.item.projectName;
  const lead = leadSignal(facts);
  const reason =
    lead === null ? UNSIGNALLED_REASONS[facts.profileType] : ROLE_REASONS[lead][facts.profileType];
  const named =
    primary && (primary.kind === 'tag' || primary.kind === 'text') ? primary.term : project;
  const action = frameOf(primary?.question ?? '').action({
    project,
    named,
    files: facts.commit?.filesChanged ?? null,
  });
  const text = `${reason}, so ${action}${commitDetail(facts.commit, detail)}.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function compose(facts: OpportunityFacts, detail: Detail): string {
  const why = reasonSentence(facts, detail);
  // Over the limit, the other matches go first, then the title is shortened.
  const titleLength = titleOf(facts).length;
  const fixedWith = (others: boolean) =>
    `${opening(facts, others)} — ${change(facts, Number.MAX_SAFE_INTEGER)}. ${why}`.length -
    titleLength;
  const others = fixedWith(true) + Math.min(titleLength, MIN_TITLE) <= OPPORTUNITY_MAX_LENGTH;
  const titleMax = Math.max(MIN_TITLE, OPPORTUNITY_MAX_LENGTH - fixedWith(others));
  const text = `${opening(facts, others)} — ${change(facts, titleMax)}. ${why}`;
  return cut(text, OPPORTUNITY_MAX_LENGTH);
}

function repeats(text: string, avoid: ListSentences): boolean {
  const keyOf = sentenceKeyer(avoid.names);
  return sentenceKeys(text, keyOf).some((key) => avoid.keys.has(key));
}

/**
 * The deterministic opportunity text of a match (the local writer's writeOpportunity). When its
 * reason would repeat a sentence of the user's list apart from names (same role, signal and
 * question), it names the commit's size, then its sha as well.
 */
export function localOpportunity(facts: OpportunityFacts): string {
  const plain = compose(facts, 0);
  if (!facts.avoid || !repeats(plain, facts.avoid)) return plain;
  const sized = compose(facts, 1);
  return repeats(sized, facts.avoid) ? compose(facts, 2) : sized;
}
