// The writer port: turns the structured analysis (WriterFacts) into the text of a feed item.
// localWriter is the deterministic implementation; LLM writers implement the same interface
// and must only state what the facts contain, citing the shas they are given.
import type { Priority, SignalId } from '@gitsignals/domain';
import type { ChangeFootprint } from './change-footprint';
import type { Substance } from './headline-rank';
import type { SurgeFact } from './contributor-surge';
import type { OpportunityFacts } from './insights/opportunity-text';
import type { FeedTagGroups, ProjectInput } from './types';

/** One meaningful commit as the writer may quote it. */
export interface HighlightFact {
  sha: string;
  /** First 7 characters of the sha: what the text cites, e.g. "(a1b2c3d)". */
  shortSha: string;
  repository: string;
  author: string;
  committedAt: string;
  /** Subject without conventional prefix, scope, PR number or ticket id. */
  subject: string;
  /** Conventional type/scope or component, for context ("feat", "core/txpool"). */
  area: string | null;
  signals: SignalId[];
  filesChanged: number;
  additions: number;
  deletions: number;
  /**
   * What the commit's files are (kinds, areas, contracts, networks): how the local writer
   * describes a commit whose message says nothing. Absent where the caller has no file list.
   */
  footprint?: ChangeFootprint;
  /** The commit message after its first line: what a subject that says little leaves out. */
  body?: string;
  /** How much the commit changes for a user, when its files are known (headline-rank.ts). */
  substance?: Substance;
}

export interface SignalSection {
  signal: SignalId;
  /** User-facing title of the signal (signals.md). */
  title: string;
  /** Commits carrying the signal, most important first. */
  commits: HighlightFact[];
}

export interface ReleaseFact {
  /** Tag or version, e.g. "v1.2.0". */
  name: string;
  /** Meaningful commit the release points at, when it is one of the item's commits. */
  sha: string | null;
  major: boolean;
}

export interface ActivityCounts {
  meaningfulCommits: number;
  contributors: number;
  repositories: string[];
  filesChanged: number;
  additions: number;
  deletions: number;
  noiseCommits: number;
}

export interface WriterFacts {
  project: ProjectInput;
  analysisDate: string;
  daysAnalyzed: number;
  priority: Priority;
  /** Ordered by importance. */
  signals: SignalId[];
  /** The change the title should name. */
  headline: HighlightFact | null;
  /** A major release, when there is one: it outranks the headline commit for the title. */
  majorRelease: ReleaseFact | null;
  sections: SignalSection[];
  /** Meaningful commits without any signal (refactors, fixes…), most important first. */
  otherChanges: HighlightFact[];
  releases: ReleaseFact[];
  /** Chains newly supported, for chain_expansion. */
  newChains: string[];
  contributorSurge: SurgeFact | null;
  counts: ActivityCounts;
  /** Filtered commits by NoiseReason. */
  noise: Record<string, number>;
  tags: FeedTagGroups;
}

export interface WrittenFeedText {
  title: string;
  summary: string;
  content: string;
  /**
   * Set when the writer could not write the day and the local writer's text stands in: why (a
   * timeout, a provider error…), so a run can count its fallbacks apart from what it wrote.
   */
  fallback?: string;
}

export interface Writer {
  readonly name: string;
  write(facts: WriterFacts): WrittenFeedText | Promise<WrittenFeedText>;
  /** The opportunity text of an Agent Hub insight: one profile's match with one feed item. */
  writeOpportunity(facts: OpportunityFacts): string | Promise<string>;
}

/** A writer that answers synchronously, like the local writer. */
export interface SyncWriter extends Writer {
  write(facts: WriterFacts): WrittenFeedText;
  writeOpportunity(facts: OpportunityFacts): string;
}
