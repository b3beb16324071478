// The local writer's opportunity text: one or two plain sentences built only from the match and
// the item (what matched, how, the item's title), then what to do about it. Same facts, same text.
import { SIGNAL_TITLES } from '@gitsignals/domain';
import type { InsightItem, MatchedTerm, ProfileMatch } from './match-profile';
import type { ProfileType } from './profile-questions';

/** What an opportunity is written from: the profile's match and the item it matched. */
export interface OpportunityFacts {
  profileType: ProfileType;
  insightType: string;
  terms: MatchedTerm[];
  item: Pick<InsightItem, 'projectName' | 'title' | 'summary' | 'signals' | 'analysisDate'>;
}

export function opportunityFacts(match: ProfileMatch, item: InsightItem): OpportunityFacts {
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
  };
}

/** Texts longer than this are cut at a word (the card shows the whole text). */
export const OPPORTUNITY_MAX_LENGTH = 400;
const TITLE_MAX = 140;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.]+$/, '')}…`;
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

// Per question: the list the user keeps, and what to do about a change that touches it.
const ROLE: Record<string, { list: string; action: string }> = {
  competitors: {
    list: 'competitors',
    action: 'Check whether it changes your positioning or calls for a response.',
  },
  partners: {
    list: 'partners',
    action: 'A reason to reach out: align on the change or plan a joint announcement.',
  },
  protocols: {
    list: 'protocols',
    action: 'Review your exposure before the change reaches production.',
  },
  riskFactors: {
    list: 'risk factors',
    action: 'Assess whether your positions or integrations are affected.',
  },
  auditProjects: {
    list: 'audited projects',
    action: 'The changed code may need review before the next audit scope is set.',
  },
  changeTypes: {
    list: 'change types',
    action: 'A candidate for a follow-up review or an audit proposal.',
  },
  portfolio: {
    list: 'portfolio',
    action: 'Read what changed and whether it affects your thesis.',
  },
  economicFactors: {
    list: 'economic factors',
    action: 'Consider the effect on token value, fees and yields.',
  },
  integrations: {
    list: 'integrations',
    action: 'Check compatibility and plan any migration your users need.',
  },
  technicalChanges: {
    list: 'technical changes',
    action: "Check what it means for your ecosystem's builders and tooling.",
  },
};

const roleOf = (question: string) => ROLE[question] ?? { list: question, action: 'Worth a look.' };

function leadSentence(first: MatchedTerm, facts: OpportunityFacts, title: string): string {
  const project = facts.item.projectName;
  const list = `on your ${roleOf(first.question).list} list`;
  switch (first.kind) {
    case 'project':
      return `${project}, ${list}, shipped “${title}”.`;
    case 'signal': {
      const labels = first.signals.map((s) => SIGNAL_TITLES[s].toLowerCase());
      return `${project}'s activity includes ${listJoin(labels)}, ${list}: “${title}”.`;
    }
    case 'tag':
    case 'text':
      return `${project}'s work mentions ${first.term}, ${list}: “${title}”.`;
  }
}

/** The deterministic opportunity text of a match (the local writer's writeOpportunity). */
export function localOpportunity(facts: OpportunityFacts): string {
  const [first, ...rest] = facts.terms;
  const title = cut(facts.item.title.trim(), TITLE_MAX);
  if (!first) return cut(`${facts.item.projectName}: “${title}”.`, OPPORTUNITY_MAX_LENGTH);
  const others = [...new Set(rest.map((t) => t.term))].filter((t) => t !== first.term);
  const also = others.length > 0 ? ` Also matched: ${listJoin(others.slice(0, 4))}.` : '';
  const text = `${leadSentence(first, facts, title)} ${roleOf(first.question).action}${also}`;
  return cut(text, OPPORTUNITY_MAX_LENGTH);
}
