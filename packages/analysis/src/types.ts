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
  /** Ordered by importance; always empty when noise is set. */
  signals: SignalId[];
  noise: NoiseReason | null;
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
