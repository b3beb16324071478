// The demo's token listings from the real bundled files (data/token-lists: the histories of
// Uniswap's default list and the Superchain list), through GET /api/listings on the real app and
// database: the first page shows tokens added one by one on at least 10 different days, newest
// first, each linked to the GitHub commit that listed it; the tokens that came in bulk (a list's
// first version, a batch of 30 or more) come after them, labelled.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, ListingsResponse } from '@gitsignals/contracts';
import { importDemoListings } from '../src/collectors/token-list/demo-listings';
import { signUp, type SignedInUser } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';
import { callAs } from './user-api-helpers';

const DEMO_DATA_DIR = path.resolve(__dirname, '../../../data');

let t: TestApp;
let user: SignedInUser;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-listings-'));
  await importDemoListings(t.handle.db, { demoDataDir: DEMO_DATA_DIR, dataDir });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const day = (l: Listing) => l.trading_start_time!.slice(0, 10);
const commitOf = (l: Listing) => (l.additional_info as { commit: string }).commit;

async function page(n: number, limit = 30): Promise<ListingsResponse> {
  const response = await callAs(t.app, user)('GET', `/api/listings?page=${n}&limit=${limit}`);
  expect(response.statusCode).toBe(200);
  return response.json<ListingsResponse>();
}

describe('the demo token listings', () => {
  it('shows at least 10 listing dates on the first page, newest first, none in bulk', async () => {
    const first = await page(1);
    expect(first.listings).toHaveLength(30);
    expect(new Set(first.listings.map(day)).size).toBeGreaterThanOrEqual(10);
    const times = first.listings.map((l) => l.trading_start_time!);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.listings.filter((l) => l.bulk !== null)).toEqual([]);
  });

  it('links each listing to the GitHub commit that added the token', async () => {
    for (const listing of (await page(1)).listings) {
      expect(listing.url).toMatch(
        /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/commit\/[0-9a-f]{40}$/,
      );
      expect(listing.url!.endsWith(`/commit/${commitOf(listing)}`)).toBe(true);
    }
  });

  it('puts the tokens that came in bulk after the others, each with its label', async () => {
    const { total_listings: total } = await page(1);
    const all: Listing[] = [];
    for (let n = 1; (n - 1) * 100 < total; n += 1) all.push(...(await page(n, 100)).listings);
    expect(all).toHaveLength(total);
    const firstBulk = all.findIndex((l) => l.bulk !== null);
    expect(firstBulk).toBeGreaterThan(30);
    expect(all.slice(firstBulk).every((l) => l.bulk !== null)).toBe(true);

    const firstVersion = all.filter((l) => l.bulk?.kind === 'first_version');
    expect(new Set(firstVersion.map((l) => l.platform))).toEqual(
      new Set(['Uniswap Labs Default', 'Superchain Token List']),
    );
    expect(new Set(firstVersion.map((l) => l.bulk!.label))).toEqual(
      new Set(['In the list since its first version']),
    );
    const batch = all.find((l) => l.bulk?.kind === 'batch')!;
    expect(batch.bulk!.tokens).toBeGreaterThanOrEqual(30);
    expect(batch.bulk!.label).toBe(
      `Added with ${(batch.bulk!.tokens - 1).toLocaleString('en-US')} other tokens in one commit`,
    );
    // Every token of a bulk commit is in it: the count the label gives is the count listed.
    const sameCommit = all.filter((l) => commitOf(l) === commitOf(batch));
    expect(sameCommit).toHaveLength(batch.bulk!.tokens);
  });

  it('adds nothing when imported again', async () => {
    const before = (await page(1)).total_listings;
    const again = await importDemoListings(t.handle.db, { demoDataDir: DEMO_DATA_DIR, dataDir });
    expect(again?.map((s) => s.newListings)).toEqual([0, 0]);
    expect((await page(1)).total_listings).toBe(before);
  });
});
