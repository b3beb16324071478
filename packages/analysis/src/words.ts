// Keyword matching with real word boundaries. JavaScript's \b treats "-" and "_" as
// boundaries, so `\badd\b` would not hit "address" but `\bdeprecated\b` would hit
// "deprecated-oz-function" (a feature name). These helpers treat letters, digits, "_" and
// "-" inside identifiers as part of the word, which keeps identifiers from matching.

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive regex matching any of the given phrases as whole words. Phrases may hold
 * regex syntax when `raw` is true (e.g. "optimi[sz]e\\w*"); spaces inside phrases match any
 * run of whitespace.
 */
export function wordsRe(phrases: readonly string[], raw = false): RegExp {
  const body = phrases
    .map((p) => (raw ? p : escape(p)).replace(/ /g, '\\s+'))
    .sort((a, b) => b.length - a.length)
    .join('|');
  return new RegExp(`(?<![\\w-])(?:${body})(?![\\w-])`, 'i');
}

/** Like wordsRe but lets "-" and "_" border the word, for tokens inside identifiers/paths. */
export function tokenRe(phrases: readonly string[]): RegExp {
  const body = phrases.map(escape).join('|');
  return new RegExp(`(?<![a-z0-9])(?:${body})(?![a-z0-9])`, 'i');
}

/**
 * Housekeeping words: a subject that removes an *unused* role or renames a *redundant* check is
 * cleanup, whatever topic word it mentions.
 */
export const CLEANUP_RE =
  /(?<![\w-])(unused|redundant|unnecessary|dead code|duplicated?|stale|leftover|obsolete|naming|rename[sd]?|typos?|imports?|mocks?|comments?|labels?|lint|simplif(?:y|ies|ied)|clean ?up|cleanups?|refactor(?:ed|ing)?|readability|nits?)(?![\w-])/;

/** First word of a text, lowercased, without trailing punctuation. */
export function firstWord(text: string): string {
  const m = /^[^\s]+/.exec(text.trim());
  return m ? m[0].toLowerCase().replace(/[^a-z0-9-]+$/g, '') : '';
}

/** A word list written as one whitespace-separated string (keeps long lists compact). */
export function list(words: string): string[] {
  return words.trim().split(/\s+/);
}

/** A phrase list written as one "|"-separated string; phrases may contain spaces. */
export function phrases(text: string): string[] {
  return text
    .split('|')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
}

/**
 * A record's own value for a key read from a commit, or undefined: a plain-object lookup would
 * answer `Object.prototype`'s members for words such as "constructor" or "toString".
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
