// What the product knows about one signal. Every field is required, so a new signal cannot be
// added without deciding each of them; tables outside the registry that are keyed by signal are
// typed `Record<SignalId, …>`, so the compiler lists those too.
import type { Priority } from '../priorities';

/** Sentences saying why the signal matters, each written for one screen. */
export interface SignalImpact {
  /** Quarterly milestones timeline: who notices the change and how (a full sentence). */
  readonly user: string;
  /** Quarterly top priorities and architectural changes: completes "This work …". */
  readonly business: string;
  /** Project analysis of a 7/14-day window: one sentence of its business-impact paragraph. */
  readonly window: string;
}

/**
 * Where the quarterly analysis lists the signal. A number is the signal's position in that
 * list (1 first); an absent one keeps it out of the list.
 */
export interface QuarterlyPlacement {
  /** Competitive intelligence: performance and security improvements. */
  readonly improvements?: number;
  /** Competitive intelligence: architectural changes. */
  readonly architecture?: number;
  /** Competitive intelligence: the kinds of work behind new integrations and APIs. */
  readonly integrations?: number;
  /** Technical highlights: one quoted commit per listed signal and round. */
  readonly highlights?: number;
  /**
   * Whether the signal may be one of the quarter's top three priorities: false for signals that
   * say when work shipped or who did it rather than where it went.
   */
  readonly topPriority: boolean;
}

export interface SignalRecord {
  /** What users read (signals.md); the writers' content lines use it as a label. */
  readonly title: string;
  /** Completes "a commit carries it when it…" (signals.md). */
  readonly definition: string;
  /** The priority the signal alone gives a feed item (signals.md "Priority"). */
  readonly priority: Priority;
  /**
   * Place in the importance order (1 first) that sorts an item's signals and picks its
   * headline: what a reader must not miss first, then product news, then housekeeping.
   * Every signal has its own place.
   */
  readonly importance: number;
  /** Points the signal adds to an item's 0–100 score inside its priority band. */
  readonly weight: number;
  /** Words people type for this kind of change ("security", "price feeds"), for Agent Hub answers. */
  readonly aliases: readonly string[];
  /**
   * Verb for a commit subject that is a noun phrase ("Permissioned Pools"), when this is the
   * commit's most important signal with a verb; null leaves the choice to the next signal.
   */
  readonly nounVerb: { readonly present: string; readonly past: string } | null;
  readonly impact: SignalImpact;
  readonly quarterly: QuarterlyPlacement;
}
