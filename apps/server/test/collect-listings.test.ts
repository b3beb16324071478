// The token-list collector on real git repositories made by the test: a token that first appears
// in a commit is a listing dated by that commit; removals, re-additions, changed names, broken
// versions and other files change nothing; the list's first version is marked as such (ADR 036);
// a second run stores nothing new; a new commit adds only its new tokens. A list spread over
// several files (a glob) is read along the first parent, and a commit adding 30 tokens is a batch.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import type { DatabaseHandle } from '@gitsignals/db';
import {
  collectListings,
  collectListingsSummaryLine,
  readTokenList,
} from '../src/collectors/token-list/collect-listings';
import { History, sha } from '../testing/collect-git-fixtures';
import { BASE_USDC, BATCH, buildMultiFileList, OP, USDC, WETH } from './token-list-fixtures';
import { queryRows } from './user-api-helpers';

let handle: DatabaseHandle;
let work: string;
let repo: string;

const ODD = {
  chainId: 999_999,
  address: '0x1111111111111111111111111111111111111111',
  name: 'Odd Chain Token',
  symbol: 'ODD',
  decimals: 18,
};

const list = (tokens: object[], name = 'Test Token List') =>
  JSON.stringify(
    { name, timestamp: '2026-01-01T00:00:00Z', version: { major: 1, minor: 0, patch: 0 }, tokens },
    null,
    2,
  );

interface Row {
  coin_name: string;
  platform: string;
  trading_start_time: Date | string;
  url: string | null;
  description: string | null;
  additional_info: Record<string, unknown>;
  contact_info: Record<string, string> | null;
  source: string;
  source_key: string;
  bulk_kind: string | null;
  bulk_tokens: number | null;
}

const rows = (platform?: string) =>
  queryRows<Row>(
    handle,
    `select * from token_listings where source = 'token-list'${platform ? ` and platform = '${platform}'` : ''} order by trading_start_time, coin_name`,
  );
const iso = (d: Date | string) => new Date(d).toISOString();

beforeAll(async () => {
  handle = await createTestDatabase();
  work = mkdtempSync(path.join(os.tmpdir(), 'collect-listings-'));
  repo = path.join(work, 'lists', 'tokens-repo');
  const history = new History();
  history.commit({
    at: '2025-01-10T09:00:00Z',
    message: 'readme',
    files: { 'README.md': '# lists\n' },
  });
  history.commit({
    at: '2025-02-01T12:00:00Z',
    message: 'first list',
    files: { 'tokens.json': list([USDC, WETH]) },
  });
  // A later version that renames a token and adds OP: only OP is new.
  history.commit({
    at: '2025-03-15T08:30:00Z',
    message: 'add OP',
    files: { 'tokens.json': list([{ ...USDC, name: 'USD Coin (native)' }, WETH, OP]) },
  });
  // Another file changing does not count; a broken version is skipped.
  history.commit({
    at: '2025-04-01T00:00:00Z',
    message: 'other list',
    files: { 'other.json': list([BASE_USDC]) },
  });
  history.commit({
    at: '2025-04-02T00:00:00Z',
    message: 'oops',
    files: { 'tokens.json': '{ "tokens": [' },
  });
  // WETH removed (its listing stays), the same address on another chain is a new listing, a
  // malformed entry is skipped.
  history.commit({
    at: '2025-05-20T16:45:00Z',
    message: 'base usdc, drop weth',
    files: {
      'tokens.json': list([USDC, OP, BASE_USDC, { chainId: 10, name: 'No Address', symbol: 'NA' }]),
    },
  });
  // WETH comes back: still listed at its first date.
  history.commit({
    at: '2025-06-01T00:00:00Z',
    message: 'weth back',
    files: { 'tokens.json': list([USDC, OP, BASE_USDC, WETH]) },
  });
  history.writeTo(repo);
});

afterAll(async () => {
  await handle?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('collectListings', () => {
  it('dates each token by the commit where it first appears in the list', async () => {
    const logs: string[] = [];
    const summary = await collectListings(handle.db, {
      dataDir: work,
      repo,
      files: ['tokens.json'],
      cwd: work,
      log: (l) => logs.push(l),
    });
    expect(summary).toMatchObject({
      files: ['tokens.json'],
      platform: 'Test Token List',
      commits: 5,
      unreadableVersions: 1,
      tokens: 4,
      bulkTokens: 2,
      newListings: 4,
      knownListings: 0,
      malformedTokens: 1,
    });
    expect(logs).toEqual([
      expect.stringMatching(/^[0-9a-f]{10}: tokens\.json is not a token list; skipped\.$/),
    ]);
    expect(collectListingsSummaryLine(summary)).toContain(
      '5 commits read, 4 tokens (2 in bulk), 4 new listings, 0 already stored',
    );

    const stored = await rows();
    expect(
      stored.map((r) => [r.coin_name, iso(r.trading_start_time), r.bulk_kind, r.bulk_tokens]),
    ).toEqual([
      // The list's first version: in the list since then, not added that day.
      ['USD Coin (USDC)', '2025-02-01T12:00:00.000Z', 'first_version', 2],
      ['Wrapped Ether (WETH)', '2025-02-01T12:00:00.000Z', 'first_version', 2],
      ['Optimism (OP)', '2025-03-15T08:30:00.000Z', null, null],
      ['USD Coin (USDC)', '2025-05-20T16:45:00.000Z', null, null],
    ]);
    expect(stored[0]?.description).toBe(
      "USD Coin on OP Mainnet has been in the Test Token List since the list's first version.",
    );
    const op = stored[2]!;
    expect(op).toMatchObject({
      platform: 'Test Token List',
      description: 'Optimism was added to the Test Token List on OP Mainnet.',
      // A local repository has no web page for its commits: the token's explorer instead.
      url: 'https://optimistic.etherscan.io/token/0x4200000000000000000000000000000000000042',
      contact_info: {
        block_explorer:
          'https://optimistic.etherscan.io/token/0x4200000000000000000000000000000000000042',
      },
      additional_info: {
        chainId: 10,
        chain: 'OP Mainnet',
        address: OP.address,
        symbol: 'OP',
        decimals: 18,
        commit: sha(repo, 'main~4'),
        list_file: 'tokens.json',
      },
    });
    expect(stored[3]?.additional_info).toMatchObject({ chainId: 8453, chain: 'Base' });
  });

  it('stores nothing new when run again, and only new tokens after a new commit', async () => {
    const before = await rows();
    const again = await collectListings(handle.db, {
      dataDir: work,
      repo,
      files: ['./tokens.json'],
      cwd: work,
    });
    expect(again).toMatchObject({ newListings: 0, knownListings: 4, tokens: 4 });
    expect(await rows()).toEqual(before);

    const history = new History();
    history.continueBranch('main');
    history.commit({
      at: '2025-07-04T10:00:00Z',
      message: 'odd chain',
      files: { 'tokens.json': list([USDC, OP, BASE_USDC, WETH, ODD]) },
    });
    history.writeTo(repo);
    const next = await collectListings(handle.db, {
      dataDir: work,
      repo,
      files: ['tokens.json'],
      cwd: work,
    });
    expect(next).toMatchObject({ commits: 6, newListings: 1, knownListings: 4 });
    const odd = (await rows()).find((r) => r.coin_name === 'Odd Chain Token (ODD)');
    expect(odd).toMatchObject({
      description: 'Odd Chain Token was added to the Test Token List on chain 999999.',
      url: null,
      contact_info: null,
      bulk_kind: null,
    });
    expect(iso(odd!.trading_start_time)).toBe('2025-07-04T10:00:00.000Z');
  });

  it('takes --platform over the list name, as listings of their own', async () => {
    const summary = await collectListings(handle.db, {
      dataDir: work,
      repo,
      files: ['other.json'],
      platform: 'Other Exchange',
      cwd: work,
    });
    expect(summary).toMatchObject({ platform: 'Other Exchange', commits: 1, newListings: 1 });
    const other = await rows('Other Exchange');
    expect(other.map((r) => iso(r.trading_start_time))).toEqual(['2025-04-01T00:00:00.000Z']);
  });

  it('refuses a file no commit changes and paths outside the repository', async () => {
    const at = { dataDir: work, repo, cwd: work };
    await expect(collectListings(handle.db, { ...at, files: ['missing.json'] })).rejects.toThrow(
      /No commit of .* changes missing\.json/,
    );
    await expect(collectListings(handle.db, { ...at, files: ['../x.json'] })).rejects.toThrow(
      /inside the repository/,
    );
    await expect(collectListings(handle.db, { ...at, files: [] })).rejects.toThrow(
      /give the list file/,
    );
    await expect(
      collectListings(handle.db, { ...at, repo: path.join(work, 'nowhere'), files: ['t.json'] }),
    ).rejects.toThrow(/No repository at/);
  });

  it('reads only token lists', () => {
    expect(readTokenList('[1,2]')).toEqual({ name: null, tokens: [], malformed: 2 });
    expect(readTokenList(JSON.stringify([WETH]))).toMatchObject({
      name: null,
      tokens: [{ symbol: 'WETH' }],
    });
    expect(readTokenList('"text"')).toBeNull();
    expect(readTokenList('{"name":"x"}')).toBeNull();
    expect(
      readTokenList(list([USDC, { chainId: 'ten', address: '0x1', name: 'n', symbol: 's' }])),
    ).toMatchObject({
      name: 'Test Token List',
      malformed: 1,
      tokens: [{ chainId: 10, symbol: 'USDC', decimals: 6 }],
    });
  });
});

describe('a list spread over several files', () => {
  it('reads every file a glob names, dates a merged token by its merge, and marks batches', async () => {
    const multi = buildMultiFileList(path.join(work, 'acme+multi-list', 'repo'));
    const summary = await collectListings(handle.db, {
      dataDir: work,
      repo: multi.dir,
      files: ['list.json', 'tokens/*.json'],
      cwd: work,
    });
    expect(summary).toMatchObject({
      platform: 'Multi List',
      commits: 5,
      tokens: 3 + BATCH.length + 1,
      bulkTokens: 1 + BATCH.length,
      newListings: 3 + BATCH.length + 1,
    });
    const stored = await rows('Multi List');
    const of = (symbol: string) => stored.find((r) => r.additional_info.symbol === symbol)!;
    // The first version, then a token added when the list was split into per-chain files.
    expect(of('WETH')).toMatchObject({ bulk_kind: 'first_version', bulk_tokens: 1 });
    expect(of('WETH').additional_info.list_file).toBe('list.json');
    expect(iso(of('DAI').trading_start_time)).toBe('2024-02-01T00:00:00.000Z');
    expect(of('DAI')).toMatchObject({ bulk_kind: null });
    expect(of('DAI').additional_info.list_file).toBe('tokens/mainnet.json');
    // Added on a branch on March 1st, in the list from the merge of March 10th.
    const base = stored.find((r) => r.additional_info.chainId === 8453)!;
    expect(iso(base.trading_start_time)).toBe('2024-03-10T00:00:00.000Z');
    expect(base.additional_info).toMatchObject({
      commit: multi.merge,
      list_file: 'tokens/base.json',
    });
    // Thirty tokens in one commit are a batch; one more the next month is a single addition.
    const batch = stored.filter((r) => String(r.additional_info.symbol).startsWith('B'));
    expect(batch).toHaveLength(BATCH.length);
    expect(new Set(batch.map((r) => `${r.bulk_kind}/${r.bulk_tokens}`))).toEqual(
      new Set([`batch/${BATCH.length}`]),
    );
    expect(of('OP')).toMatchObject({ bulk_kind: null });
    expect(iso(of('OP').trading_start_time)).toBe('2024-05-01T00:00:00.000Z');
    // A file outside the glob lists nothing.
    expect(stored.find((r) => r.additional_info.symbol === 'ODD')).toBeUndefined();
  });
});
