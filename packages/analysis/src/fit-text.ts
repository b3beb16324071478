// Shortens a phrase to a length at a clause boundary, so a long subject loses its last clause
// ("… and streamline logging in EtherFiRateLimiter setup") rather than half a word.

// Where a clause may end: before a comma, a bracket or a conjunction; failing those, before a
// preposition that starts a qualifier.
const CLAUSE = /,\s|\s\(|\s(?:and|or|but|so|then|while|because|which|to avoid|to prevent)\s/g;
const QUALIFIER =
  /\s(?:when|if|unless|after|before|since|until|via|using|by|with|without|for|in|on|from|instead of|across|through|upon|during|within|against|into|per)\s/g;

const isDangling = (s: string): boolean =>
  /\s(?:the|a|an|to|of|and|or|for|in|on|with|by|from|at|into|as|its|their)$/i.test(s);

const balanced = (s: string): boolean =>
  (s.match(/\(/g) ?? []).length === (s.match(/\)/g) ?? []).length;

function lastCut(text: string, re: RegExp, floor: number, max: number): string | null {
  let best: string | null = null;
  for (const m of text.matchAll(re)) {
    const at = m.index ?? -1;
    if (at < floor || at > max) continue;
    const cut = text.slice(0, at).replace(/[\s,;:]+$/, '');
    if (!isDangling(cut) && balanced(cut)) best = cut;
  }
  return best;
}

/** The text, or its longest clause-bounded prefix of at most `max` characters. */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const floor = Math.floor(max * 0.45);
  const cut = lastCut(text, CLAUSE, floor, max) ?? lastCut(text, QUALIFIER, floor, max);
  if (cut !== null) return cut;
  const words = text.slice(0, max - 1).replace(/\s+\S*$/, '');
  return `${words.replace(/[\s,;:]+$/, '')}…`;
}
