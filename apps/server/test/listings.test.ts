// Token listings: the import CLI's reader (CSV and JSON, every bad row reported with its line and
// field, nothing half-imported, re-imports in place) and GET /api/listings (shape, paging, bulk
// listings last with their label, validation, login), on the real app and database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingsResponse } from '@gitsignals/contracts';
import { saveTokenListings } from '@gitsignals/db';
import { ImportFileError } from '../src/reporting/import-problems';
import { importListings } from '../src/use-cases/imports/import-listings';
import { signUp, type SignedInUser } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const EXAMPLES = path.resolve(__dirname, '../../../docs/examples');
const exampleCsv = readFileSync(path.join(EXAMPLES, 'token-listings.example.csv'), 'utf8');
const exampleJson = readFileSync(path.join(EXAMPLES, 'token-listings.example.json'), 'utf8');

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(async () => t?.close());

async function storedCount(): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    t.handle,
    'select count(*) as n from token_listings',
  );
  return Number(row?.n ?? 0);
}

async function problemsOf(fileName: string, text: string) {
  try {
    await importListings({ db: t.handle.db }, { fileName, text });
  } catch (err) {
    if (err instanceof ImportFileError) return err;
    throw err;
  }
  throw new Error('expected the import to fail');
}

describe('import-listings', () => {
  beforeEach(async () => {
    await queryRows(t.handle, 'delete from token_listings');
  });

  it('imports the example CSV and JSON files, then updates them in place', async () => {
    const csv = await importListings({ db: t.handle.db }, { fileName: 'a.csv', text: exampleCsv });
    expect(csv).toMatchObject({ rows: 3, inserted: 3, updated: 0 });
    expect(csv.platforms).toEqual({ 'Demo DEX': 1, 'Example Exchange': 2 });
    const json = await importListings(
      { db: t.handle.db },
      { fileName: 'b.json', text: exampleJson },
    );
    expect(json).toMatchObject({ rows: 2, inserted: 2, updated: 0 });
    expect(await storedCount()).toBe(5);

    const again = await importListings(
      { db: t.handle.db },
      {
        fileName: 'a.csv',
        text: exampleCsv.replace('Example Token (EXMPL)', 'Example Token v2 (EXMPL)'),
      },
    );
    expect(again).toMatchObject({ rows: 3, inserted: 0, updated: 3 });
    expect(await storedCount()).toBe(5);
    const [renamed] = await queryRows<{ coin_name: string }>(
      t.handle,
      "select coin_name from token_listings where source_key = 'id:example-1'",
    );
    expect(renamed?.coin_name).toBe('Example Token v2 (EXMPL)');
  });

  it('reads contact columns, JSON cells, capitalised contact keys and dates with offsets', async () => {
    await importListings({ db: t.handle.db }, { fileName: 'a.csv', text: exampleCsv });
    await importListings({ db: t.handle.db }, { fileName: 'b.json', text: exampleJson });
    const rows = await queryRows<{
      source_key: string;
      contact_info: Record<string, string> | null;
      additional_info: unknown;
      trading_start_time: Date | string | null;
    }>(
      t.handle,
      'select source_key, contact_info, additional_info, trading_start_time from token_listings order by source_key',
    );
    const byKey = Object.fromEntries(rows.map((r) => [r.source_key, r]));
    expect(byKey['id:example-1']?.contact_info).toEqual({
      website: 'https://exmpl.example.org',
      telegram: 'https://t.me/example_exmpl',
      twitter: '@example_exmpl',
      block_explorer:
        'https://explorer.example.net/token/0x0000000000000000000000000000000000000001',
    });
    expect(byKey['id:example-2']?.additional_info).toEqual({
      chainId: 10,
      network: 'OP Mainnet (example)',
      pairs: ['SMPL/USDC'],
    });
    expect(byKey['id:example-4']?.contact_info).toMatchObject({
      website: 'https://mock.example.org',
      block_explorer:
        'https://explorer.example.net/token/0x0000000000000000000000000000000000000004',
    });
    expect(byKey['id:example-5']?.additional_info).toBe(
      'Launch pool with a 24-hour warm-up (example text).',
    );
    expect(new Date(byKey['id:example-3']!.trading_start_time!).toISOString()).toBe(
      '2026-03-09T07:30:00.000Z',
    );
  });

  it('reports every bad CSV row with its line and field, and imports nothing', async () => {
    const text = [
      'coin_name,platform,trading_start_time,url',
      'Good Coin (GOOD),Example Exchange,2026-01-01,https://exchange.example.com/good',
      ',Example Exchange,2026-01-02,', // line 3: no coin_name
      '"Multi',
      'line (ML)",Example Exchange,yesterday,', // record on line 4: bad date
      'Bad Url (BU),Example Exchange,,ftp://example.com', // line 6
    ].join('\n');
    const err = await problemsOf('bad.csv', text);
    expect(err.problems).toEqual([
      { line: 3, field: 'coin_name', message: 'required' },
      { line: 4, field: 'trading_start_time', message: expect.stringMatching(/must be a date/) },
      { line: 6, field: 'url', message: 'must be an http(s) URL' },
    ]);
    expect(err.message).toMatch(/^bad\.csv: 3 problems, nothing imported:\n {2}line 3, coin_name/);
    expect(await storedCount()).toBe(0);
  });

  it('reports unknown columns, short rows, duplicates and CSV syntax', async () => {
    const unknown = await problemsOf('u.csv', 'coin_name,platform,price\nA (A),P,1\n');
    expect(unknown.problems[0]).toMatchObject({ line: 1, field: 'price' });
    const short = await problemsOf('s.csv', 'coin_name,platform\nA (A)\n');
    expect(short.problems[0]).toEqual({
      line: 2,
      field: null,
      message: '1 fields where the header has 2',
    });
    const dup = await problemsOf('d.csv', 'coin_name,platform\nA (A),P\na (a),p\n');
    expect(dup.problems[0]).toEqual({
      line: 3,
      field: 'coin_name',
      message: 'the same listing as line 2',
    });
    const quote = await problemsOf('q.csv', 'coin_name,platform\n"A (A),P\n');
    expect(quote.problems[0]).toMatchObject({ line: 2, field: null });
    expect(await storedCount()).toBe(0);
  });

  it('reports a CSV syntax error and the row errors after it, and imports nothing', async () => {
    const text = [
      'coin_name,platform,trading_start_time',
      '"Open (OP),Example Exchange,2026-01-01', // line 2: the quote is never closed
      'Fine (FINE),Example Exchange,2026-01-02',
      ',Example Exchange,2026-01-03', // line 4: no coin_name
    ].join('\n');
    const err = await problemsOf('open.csv', text);
    expect(err.problems).toEqual([
      { line: 2, field: null, message: 'a quoted field is never closed' },
      { line: 4, field: 'coin_name', message: 'required' },
    ]);
    expect(await storedCount()).toBe(0);
  });

  it('reports bad JSON items by the line they start on, and imports nothing', async () => {
    const text = JSON.stringify(
      [
        { coin_name: 'Fine (FINE)', platform: 'P' },
        { coin_name: 'No Platform (NP)' },
        { coin_name: 'Odd (ODD)', platform: 'P', contact_info: { fax: '123' } },
        { coin_name: 'Extra (EX)', platform: 'P', price: 3 },
      ],
      null,
      2,
    );
    const err = await problemsOf('bad.json', text);
    expect(err.problems).toEqual([
      { line: 6, field: 'platform', message: 'required' },
      { line: 9, field: 'contact_info.fax', message: 'unknown field' },
      { line: 16, field: 'price', message: 'unknown field' },
    ]);
    const notJson = await problemsOf('x.json', '{ nope');
    expect(notJson.problems[0]?.message).toMatch(/^not valid JSON/);
    const empty = await problemsOf('e.json', '[]');
    expect(empty.problems[0]?.message).toBe('no listings in the file');
    expect(await storedCount()).toBe(0);
  });
});

describe('GET /api/listings', () => {
  beforeAll(async () => {
    await queryRows(t.handle, 'delete from token_listings');
    await saveTokenListings(
      t.handle.db,
      Array.from({ length: 45 }, (_, i) => ({
        coinName: `Coin ${String(i).padStart(2, '0')} (C${i})`,
        platform: 'Test List',
        // Newest is Coin 44; one undated listing sorts last.
        tradingStartTime: i === 0 ? null : new Date(Date.UTC(2026, 0, 1) + i * 86_400_000),
        description: i === 1 ? 'A description' : null,
        additionalInfo: i === 1 ? { chainId: 10, symbol: 'C1' } : i === 2 ? 'plain text' : null,
        url: `https://example.com/c/${i}`,
        contactInfo: i === 1 ? { website: 'https://c1.example.com' } : null,
        source: i % 2 === 0 ? 'import' : 'token-list',
        sourceKey: `k${i}`,
      })),
    );
  });

  it('answers 401 without a session', async () => {
    const response = await callAs(t.app, null)('GET', '/api/listings');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Authentication required' },
    });
  });

  it('answers the first page, newest first, with total_listings', async () => {
    const response = await callAs(t.app, user)('GET', '/api/listings');
    expect(response.statusCode).toBe(200);
    const body = response.json<ListingsResponse>();
    expect(body.total_listings).toBe(45);
    expect(body).toMatchObject({ page: 1, limit: 30, hasMore: true });
    expect(body.listings).toHaveLength(30);
    expect(body.listings[0]).toEqual({
      id: expect.any(Number),
      coin_name: 'Coin 44 (C44)',
      platform: 'Test List',
      trading_start_time: '2026-02-14T00:00:00.000Z',
      description: null,
      additional_info: null,
      url: 'https://example.com/c/44',
      contact_info: null,
      source: 'import',
      bulk: null,
    });
  });

  it('pages on to the end, with the undated listing last', async () => {
    const call = callAs(t.app, user);
    const second = (await call('GET', '/api/listings?page=2')).json<ListingsResponse>();
    expect(second).toMatchObject({ page: 2, hasMore: false, total_listings: 45 });
    expect(second.listings).toHaveLength(15);
    expect(second.listings.at(-1)?.coin_name).toBe('Coin 00 (C0)');
    expect(second.listings.at(-1)?.trading_start_time).toBeNull();
    const c1 = second.listings.find((l) => l.coin_name === 'Coin 01 (C1)');
    expect(c1).toMatchObject({
      description: 'A description',
      additional_info: { chainId: 10, symbol: 'C1' },
      contact_info: { website: 'https://c1.example.com' },
      source: 'token-list',
    });
    const small = (await call('GET', '/api/listings?page=3&limit=10')).json<ListingsResponse>();
    expect(small.listings.map((l) => l.coin_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => 24 - i).map((n) => `Coin ${n} (C${n})`),
    );
    const past = (await call('GET', '/api/listings?page=9')).json<ListingsResponse>();
    expect(past).toMatchObject({ listings: [], total_listings: 45, hasMore: false });
  });

  it('puts listings that came in bulk after all others, newest first, with their label', async () => {
    const bulk = (i: number, kind: 'first_version' | 'batch', tokens: number) => ({
      coinName: `Bulk ${i} (BK${i})`,
      platform: 'Test List',
      // Newer than every other listing: bulk comes last all the same.
      tradingStartTime: new Date(Date.UTC(2026, 5, i)),
      description: null,
      additionalInfo: null,
      url: null,
      contactInfo: null,
      source: 'token-list',
      sourceKey: `bulk${i}`,
      bulkKind: kind,
      bulkTokens: tokens,
    });
    await saveTokenListings(t.handle.db, [bulk(1, 'first_version', 128), bulk(2, 'batch', 100)]);
    try {
      const call = callAs(t.app, user);
      const first = (await call('GET', '/api/listings')).json<ListingsResponse>();
      expect(first.listings[0]?.coin_name).toBe('Coin 44 (C44)');
      const last = (await call('GET', '/api/listings?page=2')).json<ListingsResponse>();
      expect(last.total_listings).toBe(47);
      expect(last.listings.slice(-3).map((l) => [l.coin_name, l.bulk])).toEqual([
        ['Coin 00 (C0)', null],
        [
          'Bulk 2 (BK2)',
          { kind: 'batch', tokens: 100, label: 'Added with 99 other tokens in one commit' },
        ],
        [
          'Bulk 1 (BK1)',
          { kind: 'first_version', tokens: 128, label: 'In the list since its first version' },
        ],
      ]);
    } finally {
      await queryRows(t.handle, "delete from token_listings where source_key like 'bulk%'");
    }
  });

  it('answers 400 naming the field for a bad page or limit', async () => {
    const call = callAs(t.app, user);
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=101', 'limit=2.5']) {
      const response = await call('GET', `/api/listings?${query}`);
      expect(response.statusCode, query).toBe(400);
      const field = query.split('=')[0]!;
      expect(response.json<{ error: { message: string } }>().error.message, query).toContain(field);
    }
  });
});
