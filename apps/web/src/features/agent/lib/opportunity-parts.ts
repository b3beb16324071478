/** A piece of an insight's text: plain words, or the short sha of the commit it cites. */
export type OpportunityPart = { kind: 'text'; text: string } | { kind: 'sha'; text: string };

/** "… (a1b2c3d), a security fix." → text, sha, text: the card sets the cited commit apart. */
export function opportunityParts(text: string): OpportunityPart[] {
  const parts: OpportunityPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/(?<=\()[0-9a-f]{7,12}(?=[),])/g)) {
    // A sha has a digit and a letter; "(decade)" or "(1234567)" is not one.
    if (!/\d/.test(match[0]) || !/[a-f]/.test(match[0])) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'sha', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
