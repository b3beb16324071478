// The first sentence of a commit body that says what changed, for a subject that says little
// ("7136 decodeparams update", "Thread Token Trade Activity"): a PR description's first line
// past its boilerplate ("## Description", checklists, HTML comments, "Signed-off-by",
// "Co-authored-by", URLs, "Closes #…"), with "This PR adds …" read as "adds …". Null when no
// line reads as a change.

// Headings and labels of PR templates: what follows them is the description.
const HEADING =
  /^(?:#{1,6}\s+.*|\*\*[^*]+:?\*\*:?|[\w ]{2,30}:)$|^(?:description|summary|motivation|explanation|tl;?dr|changes|what changed|overview|context)\b.*$/i;
const SKIP = [
  /^(?:signed-off-by|co-authored-by|reviewed-by|change-id|cherry picked from|amp-thread)/i,
  /^(?:closes|fixes|resolves|refs?|related(?: to)?|part of|see)\b[\s:]*(?:#|\[?[A-Z]+-\d|https?:)/i,
  /^\s*(?:[-*]\s*)?\[[ xX]\]/, // checklist items
  /^(?:-{3,}|={3,}|\*{3,})$/, // rules
  /^https?:\/\/\S+$/,
  /^this reverts commit\b/i,
  /^(?:\d+\.\s*)?(?:repro(?:duction)? steps|steps to reproduce|testing|test plan|how to test)\b/i,
];
// "This PR adds X", "This pull request includes X", "In this PR we add X".
const SELF_REFERENCE =
  /^(?:this|the)\s+(?:pr|pull request|commit|change|patch|diff)\s+(?:also\s+)?|^in this (?:pr|pull request),?\s+(?:we\s+)?/i;

/** The body's lines that could describe the change, HTML comments removed. */
function candidateLines(body: string): string[] {
  const text = body.replace(/<!--[\s\S]*?(?:-->|$)/g, '\n');
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (line === '' || HEADING.test(line) || SKIP.some((re) => re.test(line))) continue;
    out.push(line);
  }
  return out;
}

/** Markdown links and code marks removed: "[PROTOCO-1](https://…)" → "PROTOCO-1". */
const plain = (s: string): string =>
  s
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The first sentence of the first line that could describe the change, or null. */
export function bodySentence(body: string | undefined): string | null {
  if (body === undefined || body.trim() === '') return null;
  for (const line of candidateLines(body).slice(0, 3)) {
    const sentence = plain(line)
      .split(/(?<![.\s][a-z]|\be\.g|\bi\.e|\betc)[.!?](?:\s|$)/i)[0]
      ?.replace(SELF_REFERENCE, '')
      .replace(/[\s.:;,]+$/, '')
      .trim();
    // "Locks these dependencies:", "Changes below": the sentence points at what follows it.
    const pointing = /:\s*$/.test(line) || /\b(these|following|below)\b/i.test(sentence ?? '');
    if (sentence !== undefined && sentence.length >= 8 && !pointing) return sentence;
  }
  return null;
}
