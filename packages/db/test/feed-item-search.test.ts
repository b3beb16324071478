// Keyword search through the words' index (ADR 049) finds exactly what the plain substring match
// finds (ADR 006: any keyword, case-insensitive, `%` `_` `\` literal, feed order, a limit), by both
// of its plans, for keywords with separators, punctuation and non-ASCII letters, and after an
// item's text changed.
import { or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { saveFeedItem, type FeedItemWrite } from '../src/queries/feed-item-save';
import { listFeedItemsMatching } from '../src/queries/feed-item-search';
import { feedOrder } from '../src/queries/feed-items';
import { keywordPiecesToLookUp } from '../src/queries/search-keyword-words';
import {
  NO_WORD_FREQUENCIES,
  findSearchWordFrequencies,
  type SearchWordFrequencies,
} from '../src/queries/search-word-frequencies';
import { escapeLike } from '../src/queries/sql-parts';
import { feedItems } from '../src/schema/index';
import { createTestDatabase } from '../src/testing';
import { feedItemWrite, saveOneProject } from './fixtures';

const TODAY = '2026-11-30';

/** What items say; each is saved several times, on other days and priorities. */
const TEXTS = [
  'Liquidation engine fixes: oracle.price drift (0xdeadbeef) — see #42',
  'Reentrancy guard\tadded to vault; 100% coverage_now',
  'security fix for bridge relayer\r\nsequencer restarts',
  'Über-fast zk-SNARK prover: 中文 测试 naïve café',
  'path C:\\temp\\new and 50%_off promo',
  'uniswap v3 hooks;  double  spaces   and trailing ',
  'liquidations liquidator reliquidation',
  'emoji 🚀 launch, ERC-20 & ERC-721 tokens',
  'fix fixes fixed prefix suffix affix',
  'a b c d e f g',
];

const KEYWORDS = [
  'fix',
  'FIX',
  'liquidation',
  'liquidat',
  'quidation',
  'reentrancy',
  'security fix',
  'fix for',
  'x f',
  'relayer\r\nsequencer',
  'relayer sequencer',
  '100%',
  '%',
  '_',
  '0%_o',
  'c:\\temp',
  '\\',
  '\\new and',
  'über',
  'ÜBER-FAST',
  'zk-snark',
  '中文',
  '中文 测试',
  'naïve café',
  '🚀',
  'erc-20 &',
  ' & ',
  'double  spaces',
  'spaces   and',
  'and trailing',
  'trailing ',
  'v3',
  'uniswap v3',
  'a b',
  'b c d',
  'g',
  'zkemail',
  'e',
  'ab',
  'deadbeef',
  '(0x',
  '#42',
  '— see',
  'guard\tadded',
  'guard added',
  'ixe',
];

/** Every run of 1–9 characters at every fifth place of each text: boundaries of every kind. */
const SLICES = TEXTS.flatMap((text) =>
  [...text.toLowerCase()].flatMap((_, start, chars) =>
    start % 5 === 0 ? [1, 4, 9].map((n) => chars.slice(start, start + n).join('')) : [],
  ),
).filter((k) => k.trim().length > 0);

const KEYWORD_SETS: string[][] = [
  ...KEYWORDS.map((k) => [k]),
  ...SLICES.map((k) => [k]),
  ['oracle', 'liquidation'],
  ['zkemail', 'v3'],
  ['zkemail', 'reentrancy'],
  ['security fix', 'über', '%'],
  ['ab', 'deadbeef'],
];

/** Both of search's plans, whatever the statistics say. */
const PLANS: [string, SearchWordFrequencies][] = [
  ['through the words', NO_WORD_FREQUENCIES],
  ['feed order', { listed: new Map(), unlisted: 1 }],
];

let handle: DatabaseHandle;
let projectId: number;

/** Item n of a text: days spread over two months, priorities high to low plus two off the scale. */
function itemOf(text: string, n: number, copy: number): FeedItemWrite {
  const ranks = [3, 2, 1, 3, 4, 0, 3, 2];
  const rank = ranks[(n + copy) % ranks.length]!;
  const day = new Date(Date.UTC(2026, 9, 1 + ((n * 7 + copy * 11) % 61))).toISOString();
  return feedItemWrite(projectId, {
    type: `search-test-${copy}`,
    title: `Item ${n}.${copy}`,
    summary: text,
    content: copy % 2 ? `${text}\n${text}` : 'plain words only',
    priority: rank >= 3 ? 'high' : rank === 2 ? 'medium' : 'low',
    priorityRank: rank,
    analysisDate: day.slice(0, 10),
  });
}

/** What search answered before ADR 049: LIKE over search_text, feed order, the limit. */
async function plainMatch(keywords: string[], limit: number): Promise<string[]> {
  const likes = keywords.map(
    (k) => sql`${feedItems.searchText} like ${`%${escapeLike(k.toLowerCase())}%`}`,
  );
  const rows = await handle.db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(or(...likes))
    .orderBy(...feedOrder)
    .limit(limit);
  return rows.map((r) => r.id);
}

async function searched(keywords: string[], limit: number, frequencies: SearchWordFrequencies) {
  const rows = await listFeedItemsMatching(handle.db, keywords, limit, {
    today: TODAY,
    wordFrequencies: frequencies,
  });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  projectId = await saveOneProject(handle.db, 'atomic');
  for (const [n, text] of TEXTS.entries()) {
    for (let copy = 0; copy < 4; copy += 1) await saveFeedItem(handle.db, itemOf(text, n, copy));
  }
});

afterAll(async () => {
  await handle?.close();
});

describe('keywordPiecesToLookUp', () => {
  it('splits on spaces, line breaks, tabs and carriage returns only', () => {
    expect(keywordPiecesToLookUp('zk-snark')).toEqual([{ piece: 'zk-snark', match: 'inside' }]);
    expect(keywordPiecesToLookUp('security fix for')).toEqual([
      { piece: 'fix', match: 'exact' },
      { piece: 'security', match: 'suffix' },
      { piece: 'for', match: 'prefix' },
    ]);
    expect(keywordPiecesToLookUp('a\tb\r\nc')).toEqual([{ piece: 'b', match: 'exact' }]);
  });

  it('leaves out pieces too short for the trigram index', () => {
    expect(keywordPiecesToLookUp('v3')).toEqual([]);
    expect(keywordPiecesToLookUp('uniswap v3')).toEqual([{ piece: 'uniswap', match: 'suffix' }]);
    expect(keywordPiecesToLookUp('中文字')).toEqual([{ piece: '中文字', match: 'inside' }]);
  });
});

describe('listFeedItemsMatching', () => {
  it('has keyword sets the words can answer, and some they cannot', () => {
    const answerable = KEYWORD_SETS.filter((set) =>
      set.every((k) => keywordPiecesToLookUp(k.toLowerCase()).length > 0),
    );
    expect(answerable.length).toBeGreaterThan(150);
    expect(KEYWORD_SETS.length - answerable.length).toBeGreaterThan(50);
  });

  for (const [plan, frequencies] of PLANS) {
    // ~700 searches: seconds alone, more beside other test files on a busy machine.
    it(`finds what the plain substring match finds (${plan})`, { timeout: 120_000 }, async () => {
      for (const keywords of KEYWORD_SETS) {
        for (const limit of [3, 100]) {
          const expected = await plainMatch(keywords, limit);
          expect(await searched(keywords, limit, frequencies), JSON.stringify(keywords)).toEqual(
            expected,
          );
        }
      }
    });
  }

  it('finds a changed item by its new words only', async () => {
    const before = itemOf('the oldword liquidation summary', 99, 0);
    const { id } = await saveFeedItem(handle.db, before);
    const after = { ...before, summary: 'the newword summary' };
    expect(await saveFeedItem(handle.db, after)).toEqual({ id, changed: true });
    for (const [plan, frequencies] of PLANS) {
      for (const [keywords, found] of [
        [['newword'], [id]],
        [['oldword'], []],
        [['ewwor'], [id]],
        [['the newword'], [id]],
        [['the oldword'], []],
      ] as const) {
        const ids = await searched([...keywords], 100, frequencies);
        expect(ids, `${plan} ${keywords[0]}`).toEqual(found);
        expect(ids).toEqual(await plainMatch([...keywords], 100));
      }
    }
  });

  it('keeps every stored word in the vocabulary', async () => {
    const result = (await handle.db.execute(sql`
      select count(*)::int as missing
      from feed_items, unnest(feed_search_words(search_text)) as w
      where not exists (select 1 from search_vocabulary v where v.word = w)`)) as unknown as {
      rows: { missing: number }[];
    };
    expect(result.rows[0]!.missing).toBe(0);
  });

  it('reads word frequencies once statistics exist', async () => {
    await handle.db.execute(sql`analyze feed_items`);
    const frequencies = await findSearchWordFrequencies(handle.db);
    expect(frequencies.listed.get('liquidations')).toBeGreaterThan(0);
    expect(await searched(['liquidation'], 100, frequencies)).toEqual(
      await plainMatch(['liquidation'], 100),
    );
  });
});
