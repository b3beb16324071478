// Keyword search over feed items (ADR 006; the plan is ADR 049): an item matches when any keyword
// is a substring of its lower-cased search_text; the first `limit` matches in feed order.
import { shiftDay } from '@gitsignals/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { feedItems, projects } from '../schema/index';
import { feedItemListColumns, feedOrder } from './feed-items';
import { keywordPiecesToLookUp, type KeywordPiece } from './search-keyword-words';
import { listVocabularyWordsOf } from './search-vocabulary';
import { shareHoldingAny, type SearchWordFrequencies } from './search-word-frequencies';
import { escapeLike } from './sql-parts';

export interface SearchOptions {
  /** Today (YYYY-MM-DD): the feed's newest days are read first. */
  today: string;
  /** How common stored words are (findSearchWordFrequencies; a few minutes old is fine). */
  wordFrequencies: SearchWordFrequencies;
}

/**
 * Keywords held by at least this share of the items (together) are searched by reading the feed
 * order, which finds 100 of them within 2,000 items; rarer ones through the words' index, whose
 * scan grows with the items holding the words (~7 ms for 20,000 on the bench, ADR 049).
 */
export const FEED_ORDER_FROM_SHARE = 0.05;

/** The items' words, as the GIN index feed_items_search_words_gin holds them (migration 0014). */
const itemWords = sql`feed_search_words(${feedItems.searchText})`;

/** One keyword, lower-cased, with the stored words each of its looked-up pieces can be. */
interface KeywordWords {
  keyword: string;
  pieces: KeywordPiece[];
  /** Per piece: the vocabulary's words for it; undefined when too many to be worth it. */
  words: (string[] | undefined)[];
}

async function lookUpKeywords(db: Database, keywords: string[]): Promise<KeywordWords[]> {
  const lowered = keywords.map((k) => k.toLowerCase());
  const pieces = lowered.map(keywordPiecesToLookUp);
  const words = await listVocabularyWordsOf(db, pieces.flat());
  let next = 0;
  return lowered.map((keyword, i) => {
    const own = pieces[i]!;
    return { keyword, pieces: own, words: words.slice(next, (next += own.length)) };
  });
}

/** Some piece is in no stored word: no item can hold the keyword. */
const cannotMatch = (k: KeywordWords) => k.words.some((w) => w !== undefined && w.length === 0);

/** The pieces' word lists the words' index can narrow by. */
const knownWords = (k: KeywordWords) => k.words.filter((w): w is string[] => w !== undefined);

const textHolds = (keyword: string) =>
  sql`${feedItems.searchText} like ${`%${escapeLike(keyword)}%`}`;

/**
 * A keyword through the words' index: items holding a word for each piece. That is the whole
 * match for a keyword without separators (every word containing it is listed), and a narrowing
 * before the text's own LIKE for one with separators.
 */
function holdsWords(k: KeywordWords): SQL {
  const holds = knownWords(k).map((words) => sql`${itemWords} && ${sql.param(words)}::text[]`);
  const whole = k.pieces.length === 1 && k.pieces[0]!.match === 'inside' && k.words[0];
  return whole ? and(...holds)! : and(...holds, textHolds(k.keyword))!;
}

/**
 * Consecutive parts of the feed order, read in turn until `limit` matches: priorities above high
 * (none today, but the order puts them first), high-priority items of the last four weeks (~1% of
 * the items), then all the rest. Through the words' index, a keyword held by 1–5% of the items is
 * found in the first weeks (the few hundred items of the part that hold it are read, not the
 * thousands the feed order holds before its 100th match, nor the 10,000–50,000 items holding it);
 * a rarer one reads its few thousand items in the rest.
 */
function feedParts(today: string): SQL[] {
  const month = shiftDay(today, -28);
  const rank = feedItems.priorityRank;
  const day = feedItems.analysisDate;
  return [
    sql`${rank} > 3`,
    sql`${rank} = 3 and ${day} >= ${month}`,
    sql`(${rank} < 3 or (${rank} = 3 and ${day} < ${month}))`,
  ];
}

/** The page's ids through the words' index, part by part of the feed order. */
function idsByFeedParts(matches: SQL, limit: number, today: string): SQL {
  const parts = feedParts(today).map(
    (part) =>
      sql`(select ${feedItems.id} from ${feedItems} where ${part} and (${matches}) order by ${sql.join(feedOrder, sql`, `)} limit ${limit})`,
  );
  return sql`select id from (${sql.join(parts, sql` union all `)} limit ${limit}) as parts`;
}

export async function listFeedItemsMatching(
  db: Database,
  keywords: string[],
  limit: number,
  options: SearchOptions,
) {
  const possible = (await lookUpKeywords(db, keywords)).filter((k) => !cannotMatch(k));
  if (possible.length === 0) return [];
  const share = possible.reduce(
    (sum, k) =>
      sum + Math.min(...knownWords(k).map((w) => shareHoldingAny(w, options.wordFrequencies))),
    0,
  );
  const throughWords =
    possible.every((k) => knownWords(k).length > 0) && share < FEED_ORDER_FROM_SHARE;
  const select = db
    .select(feedItemListColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId));
  if (!throughWords) {
    // Common keywords: the feed order read from the top (an index scan), each item's text matched.
    // Not in parts: within the recent part PostgreSQL preferred the date index and read whole days
    // (~400 items) where this scan stops after ~150 (PostgreSQL's CPU per answer +50%, ADR 049).
    return select
      .where(or(...possible.map((k) => textHolds(k.keyword))))
      .orderBy(...feedOrder)
      .limit(limit);
  }
  const matches = or(...possible.map(holdsWords))!;
  return select
    .where(sql`${feedItems.id} in (${idsByFeedParts(matches, limit, options.today)})`)
    .orderBy(...feedOrder);
}

/**
 * Which of these items hold any of the keywords, by search's own test (a case-insensitive
 * substring of search_text, ADR 006): an alert rule's keywords match what a search for them
 * finds (ADR 060). Few ids, so the text of each is read; no need for the words' index.
 */
export async function listFeedItemIdsHoldingKeywords(
  db: Database,
  ids: string[],
  keywords: string[],
): Promise<Set<string>> {
  if (ids.length === 0 || keywords.length === 0) return new Set();
  const rows = await db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(
      and(
        sql`${feedItems.id} = any(${sql.param(ids)}::uuid[])`,
        or(...keywords.map((k) => textHolds(k.toLowerCase()))),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
