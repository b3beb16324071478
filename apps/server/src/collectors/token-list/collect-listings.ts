// Token listings from the history of a token-list repository (the Uniswap token-list format:
// a JSON file `{ name, tokens: [{ chainId, address, name, symbol, decimals, logoURI }] }`, or a
// bare array of such tokens).
// The repository is read through the git collector's bare mirror; every commit that changed the
// list file is read oldest first, and a token whose (chainId, address) first appears in a commit
// is a listing dated by that commit. Tokens stored before keep their row (and date), so running
// it again adds only tokens that are new to the list.
import {
  listStoredListingKeys,
  inTransaction,
  saveTokenListings,
  type Database,
  type TokenListingInput,
} from '@gitsignals/db';
import { headCommit, updateMirror } from '../git/mirror';
import { locateRepository, type RepositoryLocation } from '../git/repository-url';
import { GitError, gitOutput, gitText, type GitOptions } from '../git/run-git';
import { chainOf } from './chains';

export const TOKEN_LIST_LISTING_SOURCE = 'token-list';

export interface CollectListingsOptions {
  dataDir: string;
  /** A git URL or a local path. */
  repo: string;
  /** The list file inside the repository, e.g. `tokens.json`. */
  file: string;
  /** The platform every listing names; default: the list's own `name`. */
  platform?: string | undefined;
  cwd: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface CollectListingsSummary {
  repository: string;
  file: string;
  platform: string;
  /** Commits that changed the file, and how many of them held a readable list. */
  commits: number;
  unreadableCommits: number;
  /** Distinct tokens (chainId, address) ever in the list. */
  tokens: number;
  newListings: number;
  knownListings: number;
  /** Token entries without a chainId, address, name or symbol. */
  malformedTokens: number;
}

interface ListToken {
  chainId: number;
  address: string;
  name: string;
  symbol: string;
  decimals: number | null;
  logoURI: string | null;
}

interface FirstSeen {
  token: ListToken;
  sha: string;
  date: Date;
}

/** A list file's tokens and name; null when the text is no token list. */
export function readTokenList(
  text: string,
): { name: string | null; tokens: ListToken[]; malformed: number } | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  // A bare array of tokens (as uniswap/default-token-list keeps them in src/tokens/*.json).
  if (Array.isArray(data)) data = { tokens: data };
  if (!data || typeof data !== 'object' || !Array.isArray((data as { tokens?: unknown }).tokens)) {
    return null;
  }
  const list = data as { name?: unknown; tokens: unknown[] };
  const tokens: ListToken[] = [];
  let malformed = 0;
  for (const t of list.tokens) {
    const o = (t ?? {}) as Record<string, unknown>;
    const chainId = typeof o.chainId === 'number' ? o.chainId : Number(o.chainId);
    if (
      !Number.isInteger(chainId) ||
      typeof o.address !== 'string' ||
      o.address.trim() === '' ||
      typeof o.name !== 'string' ||
      typeof o.symbol !== 'string'
    ) {
      malformed += 1;
      continue;
    }
    tokens.push({
      chainId,
      address: o.address.trim(),
      name: o.name.trim(),
      symbol: o.symbol.trim(),
      decimals: typeof o.decimals === 'number' ? o.decimals : null,
      logoURI: typeof o.logoURI === 'string' ? o.logoURI : null,
    });
  }
  return { name: typeof list.name === 'string' ? list.name.trim() : null, tokens, malformed };
}

const tokenKey = (t: ListToken) => `${t.chainId}:${t.address.toLowerCase()}`;

/** Where a person can see the commit that added the token (GitHub), else null. */
function commitUrl(location: RepositoryLocation, sha: string): string | null {
  if (location.host === 'github') return `https://github.com/${location.fullName}/commit/${sha}`;
  return null;
}

/** The listings of a token-list history (pure: the commits in, oldest first). */
export function listingsOfHistory(
  firstSeen: Map<string, FirstSeen>,
  context: { location: RepositoryLocation; file: string; platform: string },
): TokenListingInput[] {
  const listId = `${context.location.host}/${context.location.fullName}/${context.file}`;
  return [...firstSeen.entries()].map(([key, { token, sha, date }]) => {
    const chain = chainOf(token.chainId);
    const explorer = chain?.explorer ? `${chain.explorer}/token/${token.address}` : null;
    return {
      coinName: `${token.name} (${token.symbol})`,
      platform: context.platform,
      tradingStartTime: date,
      description: `${token.name} was added to the ${context.platform} on ${chain?.name ?? `chain ${token.chainId}`}.`,
      additionalInfo: {
        chainId: token.chainId,
        chain: chain?.name ?? null,
        address: token.address,
        symbol: token.symbol,
        decimals: token.decimals,
        commit: sha,
        list_file: context.file,
      },
      url: commitUrl(context.location, sha) ?? explorer,
      contactInfo: explorer ? { block_explorer: explorer } : null,
      source: TOKEN_LIST_LISTING_SOURCE,
      sourceKey: `${listId}|${key}`,
    };
  });
}

export async function collectListings(
  db: Database,
  options: CollectListingsOptions,
): Promise<CollectListingsSummary> {
  const file = options.file.replace(/^\.?\/+/, '');
  if (file === '' || file.split('/').includes('..')) {
    throw new Error(`--file ${options.file}: give the list file's path inside the repository.`);
  }
  const location = locateRepository(options.repo, options.cwd);
  const git: GitOptions = { timeoutMs: options.timeoutMs ?? 30 * 60_000 };
  const mirror = await updateMirror(options.dataDir, location.url, git);
  const at = { ...git, cwd: mirror.dir };
  if (!(await headCommit(mirror.dir, git))) throw new Error(`${options.repo} has no commits.`);

  // Oldest first, along the default branch as it is now; the committer date is when it landed.
  const log = await gitText(['log', '--reverse', '--format=%H %cI', 'HEAD', '--', file], at);
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha, iso] = line.split(' ');
      return { sha: sha!, date: new Date(iso!) };
    });
  if (commits.length === 0) {
    throw new Error(`No commit of ${options.repo} changes ${file}.`);
  }

  const firstSeen = new Map<string, FirstSeen>();
  let unreadable = 0;
  let malformed = 0;
  let listName: string | null = null;
  for (const commit of commits) {
    let text: string;
    try {
      text = (await gitOutput(['show', `${commit.sha}:${file}`], at)).toString('utf8');
    } catch (err) {
      // The commit deleted the file: nothing is listed by it.
      if (err instanceof GitError) continue;
      throw err;
    }
    const list = readTokenList(text);
    if (!list) {
      unreadable += 1;
      options.log?.(`${commit.sha.slice(0, 10)}: ${file} is not a token list; skipped.`);
      continue;
    }
    malformed += list.malformed;
    listName = list.name ?? listName;
    for (const token of list.tokens) {
      const key = tokenKey(token);
      if (!firstSeen.has(key)) firstSeen.set(key, { token, sha: commit.sha, date: commit.date });
    }
  }

  const platform = options.platform?.trim() || listName || location.fullName;
  const listings = listingsOfHistory(firstSeen, { location, file, platform });
  const known = await listStoredListingKeys(
    db,
    TOKEN_LIST_LISTING_SOURCE,
    listings.map((l) => l.sourceKey),
  );
  const fresh = listings.filter((l) => !known.has(l.sourceKey));
  if (fresh.length > 0) await inTransaction(db, (tx) => saveTokenListings(tx, fresh));

  return {
    repository: location.host === 'local' ? location.url : `${location.host}/${location.fullName}`,
    file,
    platform,
    commits: commits.length,
    unreadableCommits: unreadable,
    tokens: firstSeen.size,
    newListings: fresh.length,
    knownListings: listings.length - fresh.length,
    malformedTokens: malformed,
  };
}

export function collectListingsSummaryLine(s: CollectListingsSummary): string {
  const extra = [
    s.unreadableCommits > 0 ? `${s.unreadableCommits} commits without a readable list skipped` : '',
    s.malformedTokens > 0 ? `${s.malformedTokens} malformed token entries skipped` : '',
  ].filter(Boolean);
  return (
    `Listings from ${s.repository} (${s.file}, platform "${s.platform}"): ${s.commits} commits read, ` +
    `${s.tokens} tokens, ${s.newListings} new listings, ${s.knownListings} already stored` +
    (extra.length > 0 ? `; ${extra.join(', ')}.` : '.')
  );
}
