// The normalised records every collector (git, GitHub) produces, and the port they implement.
// storeCollected turns one batch into stored, classified rows whatever its source.
import type { NoiseReason } from '@gitsignals/analysis';
import type { NewCommitFile, NewDependency } from '@gitsignals/db';
import type { PublishedContact } from '@gitsignals/domain';

/** A repository the pipeline reads, with what it needs to find the code and its upstream. */
export interface RepositoryToCollect {
  id: number;
  projectId: number;
  projectSlug: string;
  /** owner/name on the code host, or a local name for repositories outside one. */
  fullName: string;
  /** Any git URL or local path. */
  url: string;
  isFork: boolean;
  upstreamFullName: string | null;
  /** Where the upstream lives when it is not derivable from upstreamFullName (local forks). */
  upstreamUrl?: string | null;
  /** Whether fullName is owner/name on github.com (links to its files can be made). */
  onGithub?: boolean;
}

export interface CollectedCommit {
  sha: string;
  parents: string[];
  authorName: string;
  authorEmail: string | null;
  /** The code host's account name when the source knows it (GitHub), else null. */
  authorLogin: string | null;
  authoredAt: Date;
  committedAt: Date;
  message: string;
  files: NewCommitFile[];
}

export interface CollectedTag {
  name: string;
  sha: string | null;
  taggedAt: Date | null;
  isRelease: boolean;
}

/** The repository as it stands at HEAD: what stack detection reads. */
export interface CollectedSnapshot {
  headSha: string;
  defaultBranch: string | null;
  headAt: Date | null;
  dependencies: NewDependency[];
  paths: string[];
  /** .gitattributes patterns marked linguist-generated (rooted at the repository). */
  generatedPatterns: string[];
  /** .gitattributes patterns marked linguist-vendored. */
  vendoredPatterns?: string[];
  /** Contacts the project publishes in its files at HEAD (CODEOWNERS, SECURITY.md, …). */
  publishedContacts?: PublishedContact[];
}

export interface CollectedBatch {
  commits: CollectedCommit[];
  tags: CollectedTag[];
  snapshot: CollectedSnapshot | null;
  /**
   * Commits the source saw but did not return because they are not the repository's own work
   * (inherited from a fork's upstream), counted by noise reason.
   */
  skipped?: Record<string, number>;
  /**
   * Noise the source decided over more than this batch (an automation burst split across
   * batches), by sha; it wins over the batch's own verdicts.
   */
  noise?: Record<string, NoiseReason>;
  /** Source-specific resume state, written to collection_cursors once the batch is stored. */
  cursor?: Record<string, unknown>;
}

export interface CollectContext {
  dataDir: string;
  log: (message: string) => void;
  signal?: AbortSignal;
}

/** A source of commits. Yields one batch per repository (or several for long histories). */
export interface Collector {
  name: string;
  collect(
    repositories: RepositoryToCollect[],
    ctx: CollectContext,
  ): AsyncIterable<{ repository: RepositoryToCollect; batch: CollectedBatch }>;
}

// A tag that names a version (v1.2, 2.0.1, contracts/v3.1.0-rc.1) marks a release; other tags
// (nightly, deploy markers) do not. Same rule as the demo import.
const RELEASE_TAG = /^(?:[\w.-]*\/)?v?\d+\.\d+(?:\.\d+)?/;

export function isReleaseTag(name: string): boolean {
  return RELEASE_TAG.test(name);
}
