// `export-listings` on a token-list repository built with real git: the bundled file it writes is
// the same bytes every time and holds only commit dates; the demo import turns it into the
// listings `collect-listings` makes from the repository itself (same tokens, dates, bulk marks,
// with links to the commits on GitHub) and replaces the former demo's listings; bad input is
// refused in one line before anything is written, on the real command line too.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTokenListings, type DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { collectListings } from '../src/collectors/token-list/collect-listings';
import { importDemoListings } from '../src/collectors/token-list/demo-listings';
import {
  exportListings,
  ListingsExportRefused,
} from '../src/collectors/token-list/export-listings';
import { git, History } from '../testing/collect-git-fixtures';
import { runCli } from './cli-process';
import { BASE_USDC, BATCH, buildMultiFileList, type MultiFileList } from './token-list-fixtures';
import { queryRows } from './user-api-helpers';

const FILES = ['list.json', 'tokens/*.json'];
const FILE_NAME = 'acme__multi-list.listings.json.gz';

let work: string;
let multi: MultiFileList;
let handle: DatabaseHandle;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'export-listings-'));
  multi = buildMultiFileList(path.join(work, 'snapshots', 'acme+multi-list', 'repo'));
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const exportTo = (outDir: string, extra: Partial<Parameters<typeof exportListings>[0]> = {}) =>
  exportListings({ repoPath: multi.dir, files: FILES, outDir, cwd: work, ...extra });

interface Row {
  coin_name: string;
  trading_start_time: Date | string;
  url: string | null;
  additional_info: Record<string, unknown>;
  bulk_kind: string | null;
  bulk_tokens: number | null;
  platform: string;
  source_key: string;
}

const rowsOf = (platform: string) =>
  queryRows<Row>(
    handle,
    `select * from token_listings where platform = '${platform}' order by trading_start_time, coin_name, source_key`,
  );

describe('export-listings', () => {
  it('writes the same bytes every time, with commit dates and nothing of the clock', async () => {
    const first = await exportTo(path.join(work, 'out-1'));
    const second = await exportTo(path.join(work, 'out-2'));
    expect(path.basename(first.file)).toBe(FILE_NAME);
    expect(readFileSync(second.file).equals(readFileSync(first.file))).toBe(true);
    expect(first.bytes).toBe(readFileSync(first.file).length);

    const text = gunzipSync(readFileSync(first.file)).toString('utf8');
    expect(JSON.parse(text).list).toEqual({
      platform: 'Multi List',
      repository: 'acme/multi-list',
      files: FILES,
      head: { sha: git(['rev-parse', 'main'], multi.dir).trim(), date: '2024-05-15T00:00:00.000Z' },
      firstVersion: {
        sha: git(['rev-list', '--max-parents=0', 'main'], multi.dir).trim(),
        date: '2024-01-01T00:00:00.000Z',
      },
      commits: 5,
    });
    const commitDates = new Set(
      git(['log', '--format=%cI', 'main'], multi.dir)
        .trim()
        .split('\n')
        .map((d) => new Date(d).toISOString()),
    );
    const datesInside = text.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g) ?? [];
    expect(datesInside.length).toBeGreaterThan(BATCH.length);
    expect(datesInside.filter((d) => !commitDates.has(d))).toEqual([]);
  });

  it('gives the demo the listings collect-listings makes from the repository', async () => {
    const demoDataDir = path.join(work, 'demo-data');
    await exportTo(path.join(demoDataDir, 'token-lists'), { platform: 'Bundled Multi List' });
    // A listing of the former demo (two Superchain versions) goes when the bundled lists come.
    await saveTokenListings(handle.db, [
      {
        coinName: 'Old Token (OLD)',
        platform: 'Superchain Token List',
        tradingStartTime: new Date('2024-03-20T00:00:00Z'),
        description: null,
        additionalInfo: null,
        url: null,
        contactInfo: null,
        source: 'token-list',
        sourceKey: 'local/token-lists/superchain/optimism.tokenlist.json|10:0xold',
      },
    ]);
    const options = { demoDataDir, dataDir: path.join(work, 'data') };
    const [summary] = (await importDemoListings(handle.db, options)) ?? [];
    expect(summary).toMatchObject({
      repository: 'github/acme/multi-list',
      tokens: 3 + BATCH.length + 1,
      bulkTokens: 1 + BATCH.length,
      newListings: 3 + BATCH.length + 1,
    });
    expect(await rowsOf('Superchain Token List')).toEqual([]);
    const again = await importDemoListings(handle.db, options);
    expect(again?.[0]).toMatchObject({ newListings: 0, knownListings: 3 + BATCH.length + 1 });

    await collectListings(handle.db, {
      dataDir: path.join(work, 'data'),
      repo: multi.dir,
      files: FILES,
      platform: 'Collected Multi List',
      cwd: work,
    });
    const facts = (r: Row) => [
      r.coin_name,
      new Date(r.trading_start_time).toISOString(),
      r.bulk_kind,
      r.bulk_tokens,
      r.additional_info,
    ];
    const bundled = await rowsOf('Bundled Multi List');
    expect(bundled.map(facts)).toEqual((await rowsOf('Collected Multi List')).map(facts));
    // The bundled listing links the commit that listed it, on the repository's GitHub page.
    const base = bundled.find((r) => r.additional_info.address === BASE_USDC.address);
    expect(base?.url).toBe(`https://github.com/acme/multi-list/commit/${multi.merge}`);
    expect(base?.source_key).toBe(
      `github/acme/multi-list/${FILES.join(',')}|8453:${BASE_USDC.address.toLowerCase()}`,
    );
  });
});

describe('export-listings refuses bad input in one line and writes nothing', () => {
  let out: string;
  let plain: string;
  let empty: string;
  let aFile: string;
  let unnamed: string;

  beforeAll(() => {
    out = path.join(work, 'refused-out');
    plain = path.join(work, 'plain', 'acme+plain', 'repo');
    mkdirSync(plain, { recursive: true });
    empty = path.join(work, 'empty', 'acme+empty', 'repo');
    new History().writeTo(empty);
    aFile = path.join(work, 'a-file');
    writeFileSync(aFile, 'not a directory\n');
    unnamed = path.join(work, 'unnamed-list');
    git(['clone', '--quiet', '--bare', multi.dir, unnamed]);
  });

  const cases: [string, () => Parameters<typeof exportListings>[0], RegExp][] = [
    [
      'a folder that is no git repository',
      () => ({ repoPath: plain, files: FILES, outDir: out, cwd: work }),
      /acme\+plain\/repo is not a git repository\.$/,
    ],
    [
      'a repository without commits',
      () => ({ repoPath: empty, files: FILES, outDir: out, cwd: work }),
      /acme\+empty\/repo has no commits\.$/,
    ],
    [
      'a file no commit changes',
      () => ({ repoPath: multi.dir, files: ['tokens.json'], outDir: out, cwd: work }),
      /^No commit of .* changes tokens\.json\.$/,
    ],
    [
      'a file outside the repository',
      () => ({ repoPath: multi.dir, files: ['../tokens.json'], outDir: out, cwd: work }),
      /^--file \.\.\/tokens\.json: give the list file's path inside the repository\.$/,
    ],
    [
      'a folder that does not say which GitHub repository it copies, without --name',
      () => ({ repoPath: unnamed, files: FILES, outDir: out, cwd: work }),
      /unnamed-list: give the GitHub repository it copies with --name owner\/name\.$/,
    ],
    [
      'an output directory that cannot be written',
      () => ({ repoPath: multi.dir, files: FILES, outDir: path.join(aFile, 'out'), cwd: work }),
      /^Cannot write to .*a-file\/out: /,
    ],
  ];

  it.each(cases)('%s', async (_, options, message) => {
    const refused = await exportListings(options()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ListingsExportRefused);
    expect((refused as Error).message).toMatch(message);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });

  it('on the command line: exit code 1 and one line, or the summary', async () => {
    const env = { PROGRESS_INTERVAL_SECONDS: '0' };
    const bad = await runCli(['export-listings', '--repo', plain, '--file', 'list.json'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr.filter(Boolean)).toEqual([`${plain} is not a git repository.`]);

    const written = path.join(work, 'cli-out');
    const good = await runCli(
      ['export-listings', '--repo', multi.dir, '--file', ...FILES, '--out', written],
      env,
    );
    expect(good.code, good.stderr.join('\n')).toBe(0);
    expect(good.stdout).toContain(
      `Exported 34 tokens of "Multi List" (acme/multi-list, 5 commits, head ${git(['rev-parse', 'main'], multi.dir).slice(0, 10)} of 2024-05-15) to ${path.join(written, FILE_NAME)} (${readFileSync(path.join(written, FILE_NAME)).length} bytes)`,
    );
  });
});
