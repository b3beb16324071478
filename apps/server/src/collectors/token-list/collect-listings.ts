// Token listings from the history of a token-list repository, read through the git collector's
// bare mirror: every token that was ever in the list is a listing dated by the commit that first
// put it there (list-history.ts; ADR 036). Tokens stored before keep their row (and date), so
// running it again adds only tokens that are new to the list.
import {
  listStoredListingKeys,
  inTransaction,
  saveTokenListings,
  type Database,
  type TokenListingInput,
} from '@gitsignals/db';
import { headCommit, updateMirror } from '../git/mirror';
import { locateRepository, type RepositoryLocation } from '../git/repository-url';
import type { GitOptions } from '../git/run-git';
import { readListHistory, type ListHistory } from './list-history';
import { listingsOfHistory, TOKEN_LIST_LISTING_SOURCE } from './listings-of-history';

export { TOKEN_LIST_LISTING_SOURCE };
export { readTokenList } from './read-token-list';

export interface CollectListingsOptions {
  dataDir: string;
  /** A git URL or a local path. */
  repo: string;
  /** The list's files inside the repository: paths or git pathspec globs (`src/tokens/*.json`). */
  files: string[];
  /** The platform every listing names; default: the list's own `name`. */
  platform?: string | undefined;
  cwd: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface CollectListingsSummary {
  repository: string;
  files: string[];
  platform: string;
  /** Commits that changed a list file, and how many file versions held no readable list. */
  commits: number;
  unreadableVersions: number;
  /** Distinct tokens (chainId, address) ever in the list. */
  tokens: number;
  /** Of those, how many came with the list's first version or in a large batch (ADR 036). */
  bulkTokens: number;
  newListings: number;
  knownListings: number;
  /** Token entries without a chainId, address, name or symbol. */
  malformedTokens: number;
}

/**
 * The list's files as the repository names them: relative, without `./`, never leaving it.
 * Throws on a path that does.
 */
export function listFilesOf(files: string[]): string[] {
  if (files.length === 0) throw new Error('--file: give the list file inside the repository.');
  const clean = files.map((f) => f.trim().replace(/^\.?\/+/, ''));
  const bad = files.find((f, i) => clean[i] === '' || clean[i]!.split('/').includes('..'));
  if (bad !== undefined) {
    throw new Error(`--file ${bad}: give the list file's path inside the repository.`);
  }
  return clean;
}

export const repositoryName = (location: RepositoryLocation) =>
  location.host === 'local' ? location.url : `${location.host}/${location.fullName}`;

/** Stores the listings not stored before (one transaction); answers how many were new. */
export async function saveNewListings(
  db: Database,
  listings: TokenListingInput[],
): Promise<number> {
  const known = await listStoredListingKeys(
    db,
    TOKEN_LIST_LISTING_SOURCE,
    listings.map((l) => l.sourceKey),
  );
  const fresh = listings.filter((l) => !known.has(l.sourceKey));
  if (fresh.length > 0) await inTransaction(db, (tx) => saveTokenListings(tx, fresh));
  return fresh.length;
}

/** The summary of a list's history stored as listings. */
export function summaryOf(
  history: Pick<ListHistory, 'commits' | 'unreadableVersions' | 'malformedTokens' | 'tokens'>,
  listings: TokenListingInput[],
  stored: { repository: string; files: string[]; platform: string; newListings: number },
): CollectListingsSummary {
  return {
    ...stored,
    commits: history.commits,
    unreadableVersions: history.unreadableVersions,
    tokens: history.tokens.length,
    bulkTokens: listings.filter((l) => l.bulkKind).length,
    knownListings: listings.length - stored.newListings,
    malformedTokens: history.malformedTokens,
  };
}

export async function collectListings(
  db: Database,
  options: CollectListingsOptions,
): Promise<CollectListingsSummary> {
  const files = listFilesOf(options.files);
  const location = locateRepository(options.repo, options.cwd);
  const git: GitOptions = { timeoutMs: options.timeoutMs ?? 30 * 60_000 };
  const mirror = await updateMirror(options.dataDir, location.url, git);
  if (!(await headCommit(mirror.dir, git))) throw new Error(`${options.repo} has no commits.`);

  const history = await readListHistory(mirror.dir, files, { ...git, log: options.log });
  if (history.commits === 0) {
    throw new Error(`No commit of ${options.repo} changes ${files.join(', ')}.`);
  }
  const platform = options.platform?.trim() || history.name || location.fullName;
  const listings = listingsOfHistory(history.tokens, { location, files, platform });
  const newListings = await saveNewListings(db, listings);
  return summaryOf(history, listings, {
    repository: repositoryName(location),
    files,
    platform,
    newListings,
  });
}

export function collectListingsSummaryLine(s: CollectListingsSummary): string {
  const extra = [
    s.unreadableVersions > 0
      ? `${s.unreadableVersions} file versions without a readable list skipped`
      : '',
    s.malformedTokens > 0 ? `${s.malformedTokens} malformed token entries skipped` : '',
  ].filter(Boolean);
  return (
    `Listings from ${s.repository} (${s.files.join(', ')}, platform "${s.platform}"): ` +
    `${s.commits} commits read, ${s.tokens} tokens (${s.bulkTokens} in bulk), ` +
    `${s.newListings} new listings, ${s.knownListings} already stored` +
    (extra.length > 0 ? `; ${extra.join(', ')}.` : '.')
  );
}
