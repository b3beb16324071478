// Which stored words a search keyword needs (ADR 049). Keyword search is a case-insensitive
// substring match on feed_items.search_text; the words of a search_text are its runs of characters
// between spaces, line breaks, tabs and carriage returns, as feed_search_words (migration 0014)
// splits them. Wherever a keyword occurs, each run of non-separators in it (a piece) lies inside one
// word of the text: a piece that starts the keyword may sit anywhere inside its word, one after a
// separator starts its word, one before a separator ends it. So an item can only hold the keyword
// if, for each piece, it holds a word of the vocabulary that matches the piece that way.
// Not part of the package's API (index.ts leaves it out).

/** What feed_search_words splits on: change both together (migration 0014). */
const SEPARATOR = /[ \n\t\r]/;

/**
 * `exact`: the word is the piece (separators on both sides); `prefix`: the word starts with it;
 * `suffix`: it ends with it; `inside`: the piece is anywhere in the word.
 */
export type WordMatch = 'exact' | 'prefix' | 'suffix' | 'inside';

export interface KeywordPiece {
  piece: string;
  match: WordMatch;
}

/**
 * At most this many pieces of a keyword are looked up: a few selective ones narrow the items as
 * much as all of them, and each costs a vocabulary lookup.
 */
const PIECES_LOOKED_UP = 3;

/** Runs of non-separators, with whether a separator comes before and after each. */
function piecesOf(keyword: string): KeywordPiece[] {
  const pieces: KeywordPiece[] = [];
  let start = -1;
  for (let i = 0; i <= keyword.length; i += 1) {
    const separator = i === keyword.length || SEPARATOR.test(keyword[i]!);
    if (!separator && start < 0) start = i;
    if (separator && start >= 0) {
      const before = start > 0;
      const after = i < keyword.length;
      const match: WordMatch =
        before && after ? 'exact' : before ? 'prefix' : after ? 'suffix' : 'inside';
      pieces.push({ piece: keyword.slice(start, i), match });
      start = -1;
    }
  }
  return pieces;
}

/**
 * Whether the vocabulary's indexes can find the words for this piece: an exact word by the primary
 * key, any other by the trigram index, which needs three characters (from fewer pg_trgm extracts no
 * trigram and reads its whole index).
 */
function canLookUp({ piece, match }: KeywordPiece): boolean {
  return match === 'exact' || [...piece].length >= 3;
}

/**
 * The pieces of a lower-cased keyword worth looking up in the vocabulary, the most selective
 * first (exact words, then the longest). None: the keyword has no piece the vocabulary can answer
 * (only separators, or short pieces), and search falls back to matching the text alone.
 */
export function keywordPiecesToLookUp(keyword: string): KeywordPiece[] {
  const rank = (p: KeywordPiece) => (p.match === 'exact' ? 1_000 : 0) + p.piece.length;
  return piecesOf(keyword)
    .filter(canLookUp)
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, PIECES_LOOKED_UP);
}
