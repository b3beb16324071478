// A token list's history as listings (pure): one listing per token, dated by the commit that first
// put it in the list, linked to that commit, and marked when it came in bulk (ADR 036).
import type { TokenListingInput } from '@gitsignals/db';
import { BULK_ADDITION_MIN_TOKENS, type ListingBulkKind } from '@gitsignals/domain';
import type { RepositoryLocation } from '../git/repository-url';
import { chainOf } from './chains';
import type { ListedToken } from './list-history';
import { tokenKey } from './read-token-list';

export const TOKEN_LIST_LISTING_SOURCE = 'token-list';

export interface ListContext {
  location: RepositoryLocation;
  /** The list's files as given (paths or globs): with the repository, the list's identity. */
  files: string[];
  platform: string;
}

export interface BulkAddition {
  kind: ListingBulkKind;
  /** How many tokens the commit added. */
  tokens: number;
}

/**
 * The commits that listed tokens in bulk, by sha: the first version (whatever its size), and any
 * later commit adding BULK_ADDITION_MIN_TOKENS or more.
 */
export function bulkAdditions(tokens: ListedToken[]): Map<string, BulkAddition> {
  const added = new Map<string, number>();
  for (const t of tokens) added.set(t.sha, (added.get(t.sha) ?? 0) + 1);
  const bulk = new Map<string, BulkAddition>();
  const first = tokens[0]?.sha;
  for (const [sha, count] of added) {
    if (sha === first) bulk.set(sha, { kind: 'first_version', tokens: count });
    else if (count >= BULK_ADDITION_MIN_TOKENS) bulk.set(sha, { kind: 'batch', tokens: count });
  }
  return bulk;
}

/** The key a list's listings share: the repository and the list's files. */
export const listIdOf = (location: RepositoryLocation, files: string[]) =>
  `${location.host}/${location.fullName}/${files.join(',')}`;

/** Where a person can see the commit that added the token (GitHub), else null. */
function commitUrl(location: RepositoryLocation, sha: string): string | null {
  if (location.host === 'github') return `https://github.com/${location.fullName}/commit/${sha}`;
  return null;
}

function describe(token: ListedToken, chain: string, platform: string, bulk?: BulkAddition) {
  if (bulk?.kind === 'first_version') {
    return `${token.name} on ${chain} has been in the ${platform} since the list's first version.`;
  }
  return `${token.name} was added to the ${platform} on ${chain}.`;
}

export function listingsOfHistory(
  tokens: ListedToken[],
  context: ListContext,
): TokenListingInput[] {
  const listId = listIdOf(context.location, context.files);
  const bulk = bulkAdditions(tokens);
  return tokens.map((token) => {
    const chain = chainOf(token.chainId);
    const explorer = chain?.explorer ? `${chain.explorer}/token/${token.address}` : null;
    const came = bulk.get(token.sha);
    return {
      coinName: `${token.name} (${token.symbol})`,
      platform: context.platform,
      tradingStartTime: new Date(token.date),
      description: describe(token, chain?.name ?? `chain ${token.chainId}`, context.platform, came),
      additionalInfo: {
        chainId: token.chainId,
        chain: chain?.name ?? null,
        address: token.address,
        symbol: token.symbol,
        decimals: token.decimals,
        commit: token.sha,
        list_file: token.file,
      },
      url: commitUrl(context.location, token.sha) ?? explorer,
      contactInfo: explorer ? { block_explorer: explorer } : null,
      source: TOKEN_LIST_LISTING_SOURCE,
      sourceKey: `${listId}|${tokenKey(token)}`,
      bulkKind: came?.kind ?? null,
      bulkTokens: came?.tokens ?? null,
    };
  });
}
