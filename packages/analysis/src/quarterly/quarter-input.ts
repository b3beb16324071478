// What the quarterly analysis reads and what it answers. The stored classification of each
// commit is used as it is (signals or noise reason), so the quarter agrees with the daily feed
// items that were built from the same commits.
import type { Priority, SignalId } from '@gitsignals/domain';
import type { StackArrival } from '../stacks/stack-arrivals';
import type { FeedTagGroups, ProjectInput } from '../types';

export interface QuarterCommit {
  sha: string;
  /** owner/name */
  repository: string;
  authorName: string;
  /** Code-host login when known: the identity that tells two spellings of a name apart. */
  authorLogin: string | null;
  /** ISO 8601, effective date. */
  committedAt: string;
  /** First line of the message. */
  subject: string;
  additions: number;
  deletions: number;
  filesChanged: number;
  /** The paths it changed: which technologies of the stack it touched. */
  paths: readonly string[];
  /** ISO 8601, the date git recorded, when the history is replayed (else null). */
  recordedAt: string | null;
  /** Empty for noise. */
  signals: SignalId[];
  /** Why it was filtered, or null when it counts. */
  noise: string | null;
}

export interface QuarterRelease {
  name: string;
  repository: string;
  /** ISO 8601, effective date. */
  taggedAt: string;
  /** ISO 8601, the date git recorded, when the history is replayed (else null). */
  recordedAt: string | null;
}

/** A daily feed item of the quarter: its title, priority, signals and technology tags. */
export interface QuarterFeedItem {
  analysisDate: string;
  title: string;
  priority: Priority;
  signals: SignalId[];
  tags: FeedTagGroups;
}

/** A technology stack: technology names per stack category key (oracles, layer_1s…). */
export type StackCategories = Record<string, string[]>;

/** A technology of a stored stack and, when the history tells, when it arrived (ADR 040). */
export interface StackTechnology {
  technology: string;
  /** Stack category key. */
  category: string;
  /** The newest release its manifests ask for. */
  version?: string;
  /** Only an indirect dependency: in the build, not the project's own choice. */
  transitive?: true;
  arrival?: StackArrival;
}

/** Another project of the same category, as the comparison needs it. */
export interface QuarterPeer {
  name: string;
  /** Null when the peer has no technology profile yet. */
  stack: StackCategories | null;
  /** The stack's technologies with their arrivals; empty without a profile. */
  technologies: readonly StackTechnology[];
  /** Daily feed items of the quarter carrying each signal. */
  signalDays: Partial<Record<SignalId, number>>;
  /** Daily feed items of the quarter. */
  activeDays: number;
}

export interface QuarterlyInput {
  project: ProjectInput;
  /** 'YYYY-Qn' */
  quarter: string;
  /** 'YYYY-MM-DD': decides whether the quarter is still open. */
  today: string;
  commits: QuarterCommit[];
  releases: QuarterRelease[];
  feedItems: QuarterFeedItem[];
  stack: StackCategories | null;
  /** The project's stack technologies with their arrivals; empty without a profile. */
  technologies: readonly StackTechnology[];
  peers: QuarterPeer[];
}
