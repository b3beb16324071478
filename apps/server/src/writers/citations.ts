// The citation rule of the LLM writer: a claim stays only when every commit it cites is one the
// model was given, and it cites at least one. Models invent shas, drop them, or cite a real sha
// for a change it did not make; the first two are caught here, the third is narrowed by
// checking citations per call (a call only sees its own commits).

/** A sha the model may cite: the full sha and the short form the prompt shows. */
export interface CitableCommit {
  sha: string;
  shortSha: string;
}

const HEX_RUN = /\b[0-9a-f]{7,40}\b/gi;

/**
 * The shas a text names: runs of 7 to 40 hex characters with a digit and a letter (what a sha
 * looks like, and not a word such as "defaced" or a number such as "1000000"), plus all-digit
 * or all-letter runs that name one of the known commits (about 4% of short shas are digits only).
 */
export function shaTokens(text: string, known: readonly CitableCommit[] = []): string[] {
  return (text.match(HEX_RUN) ?? []).filter(
    (t) => (/\d/.test(t) && /[a-f]/i.test(t)) || resolveSha(t, known) !== null,
  );
}

/** The full sha a cited token names, or null when it names none or more than one. */
export function resolveSha(token: string, commits: readonly CitableCommit[]): string | null {
  const t = token
    .trim()
    .replace(/^[(`[#]+|[)`\].,;:]+$/g, '')
    .toLowerCase();
  if (!/^[0-9a-f]{7,40}$/.test(t)) return null;
  const matches = commits.filter((c) => c.sha.toLowerCase().startsWith(t));
  return matches.length === 1 ? matches[0]!.sha : null;
}

/** Text without its sha citations: "(abc1234)", "(abc1234, def5678)" and bare shas go. */
export function withoutCitations(text: string, known: readonly CitableCommit[]): string {
  const tokens = new Set(shaTokens(text, known).map((t) => t.toLowerCase()));
  const isSha = (t: string) => tokens.has(t.toLowerCase());
  return text
    .replace(/\(([^()]*)\)/g, (group, inner: string) => {
      const parts = inner.split(/\s*(?:[,;/&]|\band\b)\s*/).filter((p) => p !== '');
      const cited = parts.map((p) => p.replace(/^commits?\s+/i, ''));
      return cited.length > 0 && cited.every(isSha) ? '' : group;
    })
    .replace(HEX_RUN, (t) => (isSha(t) ? '' : t))
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

/** One line of prose: single spaces, no trailing punctuation, at most `max` characters. */
function tidy(text: string, max: number): string {
  let s = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.;,:]+$/, '');
  if (s.length > max) {
    const cut = s.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    s = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
  }
  return s;
}

export interface CheckedHighlight {
  text: string;
  /** Full shas, in the order cited, without repeats. */
  shas: string[];
}

export interface Dropped {
  text: string;
  reason: string;
}

const HIGHLIGHT_MAX = 240;

/** Keeps a highlight only when it cites at least one sha and every sha it names is known. */
export function checkHighlight(
  highlight: { text: string; shas: string[] },
  commits: readonly CitableCommit[],
): CheckedHighlight | Dropped {
  const cited = [...highlight.shas, ...shaTokens(highlight.text, commits)];
  if (cited.length === 0) return { text: highlight.text, reason: 'cites no commit' };
  const shas: string[] = [];
  for (const token of cited) {
    const sha = resolveSha(token, commits);
    if (sha === null) return { text: highlight.text, reason: `cites unknown sha ${token}` };
    if (!shas.includes(sha)) shas.push(sha);
  }
  const text = tidy(withoutCitations(highlight.text, commits), HIGHLIGHT_MAX);
  if (text === '') return { text: highlight.text, reason: 'has no text' };
  return { text: text.charAt(0).toUpperCase() + text.slice(1), shas };
}

export const isDropped = (h: CheckedHighlight | Dropped): h is Dropped => 'reason' in h;

/**
 * The summary's sentences that cite known shas and nothing else, without their citations (the
 * content lines carry them). Sentences citing nothing, or any unknown sha, are dropped.
 */
export function checkSummary(
  summary: string,
  commits: readonly CitableCommit[],
): { sentences: string[]; dropped: Dropped[] } {
  const sentences: string[] = [];
  const dropped: Dropped[] = [];
  for (const raw of summary.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)) {
    const sentence = raw.trim();
    if (sentence === '') continue;
    const tokens = shaTokens(sentence, commits);
    const unknown = tokens.find((t) => resolveSha(t, commits) === null);
    if (tokens.length === 0) dropped.push({ text: sentence, reason: 'cites no commit' });
    else if (unknown !== undefined)
      dropped.push({ text: sentence, reason: `cites unknown sha ${unknown}` });
    else {
      const text = tidy(withoutCitations(sentence, commits), 300);
      if (text !== '') sentences.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
    }
  }
  return { sentences, dropped };
}

const TITLE_MAX = 100;

/**
 * The model's title when it names no unknown sha, starting with the project name (prefixed
 * when the model left it out) and at most 100 characters: the local writer's guarantees.
 */
export function checkTitle(
  title: string,
  commits: readonly CitableCommit[],
  projectName: string,
): string | null {
  if (shaTokens(title, commits).some((t) => resolveSha(t, commits) === null)) return null;
  const text = tidy(withoutCitations(title, commits), TITLE_MAX * 2);
  if (text === '') return null;
  const named = text.toLowerCase().startsWith(projectName.toLowerCase())
    ? `${projectName}${text.slice(projectName.length)}`
    : `${projectName}: ${text}`;
  return tidy(named, TITLE_MAX);
}
