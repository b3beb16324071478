// The quarterly analysis: periods, the builder and its input and output shapes.
export {
  parseQuarter,
  quarterOfDay,
  previousQuarter,
  defaultQuarter,
  newestQuarterFirst,
  weekStartOf,
  weeksOfQuarter,
  type QuarterPeriod,
} from './quarter-period';
export { buildQuarterlyAnalysis } from './build-quarterly-analysis';
export type {
  QuarterCommit,
  QuarterRelease,
  QuarterFeedItem,
  QuarterPeer,
  QuarterlyInput,
  StackCategories,
  StackTechnology,
} from './quarter-input';
export type {
  QuarterlyAnalysisDraft,
  QuarterlyAnalysisResult,
  QuarterlyMetrics,
  QuarterWeek,
  KeyMilestone,
  TopPriority,
  CompetitiveIntelligence,
  QuarterReplay,
} from './quarter-output';
export { comparablePeers, stackSimilarity, SIMILAR_STACK } from './comparable-peers';
export { fitsProject, RECENT_DAYS } from './tech-adoptions';
