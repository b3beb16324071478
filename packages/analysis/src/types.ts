// Input and output shapes of the engine. Analysis defines its own types instead of importing
// packages/contracts: the engine must stay importable by anything (server, scripts, evals)
// without pulling in the API layer.
import type { SignalId } from '@gitsignals/domain';

/** Why a commit carries no signal. snake_case; shown to users as "filtered". */
export type NoiseReason =
  | 'merge'
  | 'bot'
  | 'formatting'
  | 'lint'
  | 'typo'
  | 'lockfile'
  | 'ci'
  | 'docs'
  | 'generated'
  | 'vendored'
  | 'tests_only'
  | 'empty'
  | 'automation'
  | 'fork_inherited';

export const NOISE_REASONS: readonly NoiseReason[] = [
  'merge',
  'bot',
  'formatting',
  'lint',
  'typo',
  'lockfile',
  'ci',
  'docs',
  'generated',
  'vendored',
  'tests_only',
  'empty',
  'automation',
  'fork_inherited',
];

export interface CommitFileInput {
  path: string;
  /** A, M, D or R (git name-status letter); anything else is treated like M. */
  status: string;
  /** null for binary files or blobs missing from a snapshot. */
  additions: number | null;
  deletions: number | null;
  oldPath?: string | undefined;
}

export interface CommitInput {
  sha: string;
  /** owner/name */
  repository: string;
  parents: string[];
  authorName: string;
  /** ISO 8601 */
  committedAt: string;
  message: string;
  files: CommitFileInput[];
  /**
   * Noise decided by the collector from more than this commit (automation bursts, .gitattributes
   * generated/vendored paths): the per-commit rules cannot recompute it, so it wins.
   */
  collectorNoise?: NoiseReason | null | undefined;
}

export interface ClassifiedCommit {
  sha: string;
  /**
   * The signals shown to users: matched with a confidence at or above the signal's threshold.
   * Ordered by importance; always empty when noise is set.
   */
  signals: SignalId[];
  /** Matched below the threshold: kept in the data, shown only as "possible" (ADR 037). */
  possible: SignalId[];
  noise: NoiseReason | null;
}

/**
 * Another classifier's answer for one commit (the LLM classifier's): its candidates and which of
 * them it shows, by its own thresholds.
 */
export interface ClassifierVerdict {
  candidates: SignalCandidate[];
  signals: SignalId[];
}

/** A signal a classifier matched, how sure it is (0–1) and on what evidence. */
export interface SignalCandidate {
  signal: SignalId;
  /**
   * The rules: the name of the branch that matched ("subject-keyword", "new-oracle-file");
   * an LLM classifier: the line of the commit it read the signal from.
   */
  evidence: string;
  confidence: number;
}

export interface TagInput {
  name: string;
  repository: string;
  sha: string | null;
  taggedAt: string;
}

export interface ProjectInput {
  slug: string;
  name: string;
  category: string;
  networks: string[];
}

export interface FeedTagGroups {
  blockchain_technologies: string[];
  protocols: string[];
  tools_and_platforms: string[];
  standards_and_frameworks: string[];
}
