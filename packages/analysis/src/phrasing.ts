// Commit subjects as readable English for the writers that quote commits one at a time (the
// project analysis, the quarterly milestones): "feat(hooks): add dynamic fee hooks (#12)" →
// "adds dynamic fee hooks" / "Added dynamic fee hooks". The rules live in subject-text.ts
// (cleaning), commit-phrase.ts (verbs in agreement) and verb-forms.ts (inflection).
import { commitPhrase } from './commit-phrase';
import { fitText } from './fit-text';
import { subjectText } from './subject-text';
import { pastOf, thirdPersonOf, verbBase } from './verb-forms';

/** Third person singular of a base verb: fix → fixes, apply → applies, add → adds. */
export const thirdPerson = (verb: string): string => thirdPersonOf(verbBase(verb) ?? verb);

/** Past tense of a base verb: add → added, fix → fixed, set → set. */
export const pastTense = (verb: string): string => pastOf(verbBase(verb) ?? verb);

/**
 * A subject made safe for prose: no markdown, emoji or leftover prefixes, one clause (text
 * after "; " or ". " dropped so a sentence count stays honest), no trailing punctuation, cut at
 * a clause boundary past `max` characters.
 */
export function tidySubject(subject: string, max = 90): string {
  return fitText(subjectText(subject).text, max);
}

/** "adds dynamic fee hooks" (for titles/summaries), or null when the subject has no verb. */
export function verbPhrase(subject: string): string | null {
  const { text, type } = subjectText(subject);
  const phrase = commitPhrase(fitText(text, 90), 'present', type);
  return phrase.verb === null ? null : phrase.text;
}

/**
 * "Added dynamic fee hooks" (for content lines). Noun subjects ("OFTPTSwapper") get the given
 * fallback verb ("Deployed OFTPTSwapper") or are kept as they are.
 */
export function pastPhrase(subject: string, fallbackVerb: string | null = null): string {
  const { text, type } = subjectText(subject);
  const tidy = fitText(text, 90);
  const phrase = commitPhrase(tidy, 'past', type);
  if (phrase.verb !== null) return phrase.text;
  const noun = fallbackVerb === null ? tidy : `${fallbackVerb} ${tidy}`;
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
