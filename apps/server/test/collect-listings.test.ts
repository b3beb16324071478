// The token-list collector on real git repositories made by the test: a token that first appears
// in a commit is a listing dated by that commit; removals, re-additions, changed names, broken
// versions and other files change nothing; a second run stores nothing new; a new commit adds only
// its new tokens. Also the demo's listings built from the bundled list versions.
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
import { importDemoListings } from '../src/collectors/token-list/demo-listings';
import { History, sha } from '../testing/collect-git-fixtures';
import { queryRows } from './user-api-helpers';

let handle: DatabaseHandle;
let work: string;
let repo: string;

const USDC = {
  chainId: 10,
  address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
};
const WETH = {
  chainId: 1,
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
};
const OP = {
  chainId: 10,
  address: '0x4200000000000000000000000000000000000042',
  name: 'Optimism',
  symbol: 'OP',
  decimals: 18,
};
const BASE_USDC = {
  chainId: 8453,
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
};
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
}

const rows = () =>
  queryRows<Row>(
    handle,
    "select * from token_listings where source = 'token-list' order by trading_start_time, coin_name",
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
      file: 'tokens.json',
      cwd: work,
      log: (l) => logs.push(l),
    });
    expect(summary).toMatchObject({
      file: 'tokens.json',
      platform: 'Test Token List',
      commits: 5,
      unreadableCommits: 1,
      tokens: 4,
      newListings: 4,
      knownListings: 0,
      malformedTokens: 1,
    });
    expect(logs).toEqual([
      expect.stringMatching(/^[0-9a-f]{10}: tokens\.json is not a token list; skipped\.$/),
    ]);
    expect(collectListingsSummaryLine(summary)).toContain(
      '5 commits read, 4 tokens, 4 new listings, 0 already stored',
    );

    const stored = await rows();
    expect(stored.map((r) => [r.coin_name, iso(r.trading_start_time)])).toEqual([
      ['USD Coin (USDC)', '2025-02-01T12:00:00.000Z'],
      ['Wrapped Ether (WETH)', '2025-02-01T12:00:00.000Z'],
      ['Optimism (OP)', '2025-03-15T08:30:00.000Z'],
      ['USD Coin (USDC)', '2025-05-20T16:45:00.000Z'],
    ]);
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
      file: './tokens.json',
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
      file: 'tokens.json',
      cwd: work,
    });
    expect(next).toMatchObject({ commits: 6, newListings: 1, knownListings: 4 });
    const odd = (await rows()).find((r) => r.coin_name === 'Odd Chain Token (ODD)');
    expect(odd).toMatchObject({
      description: 'Odd Chain Token was added to the Test Token List on chain 999999.',
      url: null,
      contact_info: null,
    });
    expect(iso(odd!.trading_start_time)).toBe('2025-07-04T10:00:00.000Z');
  });

  it('takes --platform over the list name, as listings of their own', async () => {
    const summary = await collectListings(handle.db, {
      dataDir: work,
      repo,
      file: 'other.json',
      platform: 'Other Exchange',
      cwd: work,
    });
    expect(summary).toMatchObject({ platform: 'Other Exchange', commits: 1, newListings: 1 });
    const other = (await rows()).filter((r) => r.platform === 'Other Exchange');
    expect(other.map((r) => iso(r.trading_start_time))).toEqual(['2025-04-01T00:00:00.000Z']);
  });

  it('refuses a file no commit changes and paths outside the repository', async () => {
    await expect(
      collectListings(handle.db, { dataDir: work, repo, file: 'missing.json', cwd: work }),
    ).rejects.toThrow(/No commit of .* changes missing\.json/);
    await expect(
      collectListings(handle.db, { dataDir: work, repo, file: '../x.json', cwd: work }),
    ).rejects.toThrow(/inside the repository/);
    await expect(
      collectListings(handle.db, {
        dataDir: work,
        repo: path.join(work, 'nowhere'),
        file: 't.json',
        cwd: work,
      }),
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

describe('importDemoListings', () => {
  it("builds the bundled list's history and derives its listings, idempotently", async () => {
    const demoDataDir = path.resolve(__dirname, '../../../data');
    const dataDir = path.join(work, 'demo');
    const first = await importDemoListings(handle.db, { demoDataDir, dataDir });
    expect(first).toMatchObject({
      platform: 'Superchain Token List',
      commits: 2,
      tokens: 1170,
      newListings: 1170,
      knownListings: 0,
    });
    const byDate = await queryRows<{ day: string; n: string | number }>(
      handle,
      "select to_char(trading_start_time at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from token_listings where platform = 'Superchain Token List' group by 1 order by 1",
    );
    expect(byDate.map((r) => [r.day, Number(r.n)])).toEqual([
      ['2024-03-20', 444],
      ['2026-04-16', 726],
    ]);
    const second = await importDemoListings(handle.db, { demoDataDir, dataDir });
    expect(second).toMatchObject({ newListings: 0, knownListings: 1170 });
    expect(await importDemoListings(handle.db, { demoDataDir: work, dataDir })).toBeNull();
  });
});
