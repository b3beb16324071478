export {
  PROFILE_QUESTIONS,
  PROFILE_TYPES,
  isProfileType,
  type ProfileQuestion,
  type ProfileType,
} from './profile-questions';
export { signalsNamedBy } from './signal-aliases';
export {
  answerTerms,
  matchProfile,
  prepareItem,
  MAX_TERMS_PER_ANSWER,
  type InsightItem,
  type MatchKind,
  type MatchedTerm,
  type ProfileMatch,
} from './match-profile';
export {
  localOpportunity,
  opportunityFacts,
  OPPORTUNITY_MAX_LENGTH,
  type ListSentences,
  type OpportunityFacts,
} from './opportunity-text';
export { headlineCommit, type ItemCommit } from './headline-commit';
export type { InsightCommit } from './insight-commit';
export { sentenceKeyer, sentenceKeys, sentencesOf } from './sentence-keys';
export { ROLE_REASONS, SIGNAL_NOUNS } from './role-reasons';
