// How common the stored words are, from the planner's own statistics of the words' index (its most
// common elements, which ANALYZE and autovacuum keep): search uses them to choose between reading
// the feed order and going through the words' index (ADR 049). Never changes what search finds.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';

export interface SearchWordFrequencies {
  /** Share of items holding the word, for the most common words. */
  listed: ReadonlyMap<string, number>;
  /** What any other word is taken to have: the least share listed (0 with no statistics yet). */
  unlisted: number;
}

export const NO_WORD_FREQUENCIES: SearchWordFrequencies = { listed: new Map(), unlisted: 0 };

/** The statistics ANALYZE gathered for feed_items_search_words_gin's expression. */
export async function findSearchWordFrequencies(db: Database): Promise<SearchWordFrequencies> {
  // Both drivers answer raw statements with { rows }.
  const result = (await db.execute(sql`
    select most_common_elems::text::text[] as words, most_common_elem_freqs as shares
    from pg_stats
    where schemaname = current_schema() and tablename = 'feed_items_search_words_gin'
      and most_common_elems is not null`)) as unknown as {
    rows: { words: string[]; shares: number[] }[];
  };
  const row = result.rows[0];
  if (!row) return NO_WORD_FREQUENCIES;
  // After one share per word come the least and the greatest share, then the share of nulls.
  const listed = new Map(row.words.map((word, i) => [word, Number(row.shares[i])]));
  return { listed, unlisted: Number(row.shares[row.words.length] ?? 0) };
}

/** The share of items holding any of these words, at most (a sum of shares). */
export function shareHoldingAny(words: readonly string[], f: SearchWordFrequencies): number {
  return words.reduce((sum, w) => sum + (f.listed.get(w) ?? f.unlisted), 0);
}
