// The categories themselves are vocabulary (@gitsignals/domain); re-exported for the engine's users.
export { STACK_CATEGORY_KEYS, STACK_CATEGORY_TITLES, type StackCategory } from '@gitsignals/domain';
export {
  detectStack,
  combineStacks,
  knownTechnologies,
  chainCategory,
  MIN_CONFIDENCE,
  CONFIDENCE,
  type DetectStackInput,
} from './detect-stack';
export {
  diffStacks,
  diffMajorVersions,
  type StackCategoryChange,
  type StackLists,
  type StackUpgrade,
  type VersionedTechnology,
} from './diff-stacks';
export { releaseVersion, majorOf } from './versions';
export {
  describeStackChanges,
  type StackChangeSignal,
  type StackChangeText,
} from './describe-changes';
export { LANGUAGE_RULES, languageOfPath } from './languages';
export {
  repositoryArrivals,
  stackArrivals,
  technologiesOfPath,
  technologyKey,
  type HistoryCommit,
  type HistoryFileChange,
  type RepositoryHistory,
  type StackArrival,
} from './stack-arrivals';
export { technologyTraits, type TechnologyTraits } from './technology-traits';
export { STACK_RULES } from './rules/index';
export type {
  StackDependency,
  StackInput,
  StackResult,
  StackDetection,
  StackEvidence,
  TechnologyRule,
} from './types';
