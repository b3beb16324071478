// "The same sentence apart from names": a sentence with every name (projects, the user's answer
// terms) replaced by one mark, lower-cased, spaces collapsed. Two insights of one user's list
// must not share such a key, so an insight's text is checked against the keys of the list.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sentences of a text: split after ., ! or ? followed by a space (so "1.0.2" stays whole). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A function giving each sentence's key with these names taken out. */
export function sentenceKeyer(names: Iterable<string>): (sentence: string) => string {
  const words = [...new Set([...names].map((n) => n.trim()).filter((n) => n.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  const pattern =
    words.length === 0
      ? null
      : new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
          'giu',
        );
  return (sentence) =>
    (pattern ? sentence.replace(pattern, '#') : sentence)
      .toLowerCase()
      .replace(/#(?:'s)?/g, '#')
      .replace(/\s+/g, ' ')
      .trim();
}

/** The keys of every sentence of a text. */
export function sentenceKeys(text: string, keyOf: (sentence: string) => string): string[] {
  return sentencesOf(text).map(keyOf);
}
