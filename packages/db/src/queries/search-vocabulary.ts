// The search vocabulary: every word of the items' search_text (ADR 049). Triggers on feed_items
// write it (migration 0014); search reads it here to turn keyword pieces into stored words.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { searchVocabulary } from '../schema/index';
import type { KeywordPiece } from './search-keyword-words';
import { escapeLike } from './sql-parts';

/**
 * At most this many words per piece: a piece found inside more words (a short or common one)
 * narrows too little to be worth its index lookups, and search leaves it out.
 */
export const WORDS_PER_PIECE = 1_000;

function wordMatches({ piece, match }: KeywordPiece): SQL {
  if (match === 'exact') return eq(searchVocabulary.word, piece);
  const body = escapeLike(piece);
  const pattern = match === 'prefix' ? `${body}%` : match === 'suffix' ? `%${body}` : `%${body}%`;
  return sql`${searchVocabulary.word} like ${pattern}`;
}

/**
 * For each piece, in order, the vocabulary's words that match it: none when no item can hold the
 * piece, undefined when more than WORDS_PER_PIECE do. One statement for all pieces.
 */
export async function listVocabularyWordsOf(
  db: Database,
  pieces: readonly KeywordPiece[],
): Promise<(string[] | undefined)[]> {
  if (pieces.length === 0) return [];
  const lookups = pieces.map(
    (p, i) =>
      sql`array(select ${searchVocabulary.word} from ${searchVocabulary} where ${wordMatches(p)} limit ${WORDS_PER_PIECE + 1}) as ${sql.identifier(`w${i}`)}`,
  );
  // Both drivers answer raw statements with { rows }.
  const result = (await db.execute(sql`select ${sql.join(lookups, sql`, `)}`)) as unknown as {
    rows: Record<string, string[]>[];
  };
  const row = result.rows[0]!;
  return pieces.map((_, i) => {
    const words = row[`w${i}`]!;
    return words.length > WORDS_PER_PIECE ? undefined : words;
  });
}
