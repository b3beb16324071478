// Public API of the analysis engine. Pure functions only: no I/O, no clock, no randomness.
// The vocabulary lives in @gitsignals/domain; the engine's users get it from here as well.
export {
  SIGNAL_IDS,
  SIGNAL_TITLES,
  SIGNAL_IMPORTANCE,
  sortSignals,
  type SignalId,
  PRIORITY_RANK,
  type Priority,
} from '@gitsignals/domain';
export { priorityFor } from './priority';
export { passesAlertFilters, type AlertCandidate, type AlertFilters } from './alert-filters';
export {
  NOISE_REASONS,
  type NoiseReason,
  type CommitFileInput,
  type CommitInput,
  type ClassifiedCommit,
  type ClassifierVerdict,
  type SignalCandidate,
  type TagInput,
  type ProjectInput,
  type FeedTagGroups,
} from './types';
export {
  classifyCommit,
  analyseCommit,
  classifiedOf,
  type CommitAnalysis,
} from './classify-commit';
export { confidenceOf, thresholdOf, isShown } from './confidence/signal-confidence';
export { detectNoise, isBotAuthor } from './detect-noise';
export { buildContext, type CommitContext } from './commit-context';
export { parseMessage, type ParsedMessage } from './parse-message';
export { fileKind, type FileKind } from './file-kind';
export { extractTags, MAX_TAGS_PER_GROUP } from './extract-tags';
export { CHAINS, chainsInText, chainsInPath, type Chain } from './chain-catalog';
export {
  detectSurge,
  SURGE_RATIO,
  SURGE_MINIMUM,
  type SurgeBaseline,
  type SurgeFact,
} from './contributor-surge';
export { scoreFor } from './score';
export {
  buildFeedItem,
  analyseActivity,
  type FeedItemInput,
  type FeedItemDraft,
  type ActivityAnalysis,
  type PossibleSignal,
} from './build-feed-item';
export { buildFacts } from './build-facts';
export { localWriter } from './local-writer';
export type {
  Writer,
  SyncWriter,
  WriterFacts,
  WrittenFeedText,
  HighlightFact,
  SignalSection,
  ReleaseFact,
  ActivityCounts,
} from './writer';
export { commitFromDatasetRecord } from './dataset-record';
export {
  automationShas,
  attributeNoise,
  batchNoise,
  isBotIdentity,
  matchesAttributePattern,
  parseGitattributes,
  AUTOMATION_MIN_COMMITS,
  AUTOMATION_WINDOW_MS,
  COLLECTOR_NOISE_REASONS,
  collectorNoiseOf,
  type AttributePatterns,
  type BatchCommit,
  type IdentityCommit,
} from './batch-noise';
export { dependenciesOf, isManifestPath, type ManifestOptions } from './manifests/dependencies-of';
export type { DependencyEcosystem, ManifestDependency, TomlParser } from './manifests/types';
export * from './published-contacts/index';
export {
  analyseProjectWindow,
  noiseLabel,
  type ProjectWindowInput,
  type ProjectWindowAnalysis,
  type WindowCommit,
  analysisWindow,
  type DayWindow,
} from './project-analysis/index';
export * from './quarterly/index';
export * from './stacks/index';
export * from './insights/index';
