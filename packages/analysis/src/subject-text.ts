// A commit subject made ready for prose: the parser's cleaned text (no conventional prefix, PR
// number or leading ticket id) further freed of what readers should not see — emoji and
// gitmoji, conventional prefixes the parser missed ("fix[lang]!:", "Feat/perps …"), trailing
// ticket ids, markdown — and cut to its first sentence. Also the conventional type, which
// tells a noun-phrase subject's verb ("fix: Blast logo" → "fixes the Blast logo").

export interface SubjectText {
  text: string;
  /** Conventional type (feat, fix, refactor…), from the commit's area or the subject itself. */
  type: string | null;
  /** An audit finding the subject answers ("G-03", "OZ M02"), moved out of the text. */
  finding: string | null;
}

const TYPES =
  'feat|feature|fix|bugfix|hotfix|chore|docs?|style|refactor|perf|tests?|build|ci|revert|deps|security|cleanup|improvement|misc|wip';
const MISSED_PREFIX = new RegExp(`^(${TYPES})\\s*(?:\\[[^\\]]*\\]|\\([^)]*\\))?!?:\\s*`, 'i');
const BRANCH_PREFIX = new RegExp(`^(${TYPES})/(?=\\S)`, 'i');
// "Feat fetch testnet avatars": the type word without its colon, before a lowercase verb.
const BARE_FEAT = /^(feat|feature)\s+(?=[a-z])/i;
// "#1458 -> Removed X", "#42: fix Y": a leading issue number.
const LEADING_ISSUE = /^#\d+\s*(?:->|:|-|–)?\s*/;
// Pictographs with their variation selectors and joiners, or ':sparkles:' codes.
const EMOJI = /^(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}|:[a-z0-9_+-]+:)+\s*/u;
const TRAILING_TICKET =
  /\s*[([]\s*(?:[A-Z][A-Z0-9]+-\d+|#\d+)(?:\s*,\s*(?:[A-Z][A-Z0-9]+-\d+|#\d+))*\s*[)\]]\s*$/;
// "G-03. Cache array length…", "OZ M02: fee griefing", "[L-1] …": a finding id, then the change.
const FINDING = /^((?:[A-Z][A-Za-z]{1,9}\s)?[A-Z]{1,2}-?\d{1,3})[.:)]\s+(?=\S)/;
// Abbreviations whose dot does not end a sentence.
const ABBREVIATIONS = /\b(i\.e|e\.g|etc|vs|approx|incl|resp)\./gi;

export const typeOfArea = (area: string | null): string | null => {
  const m = area === null ? null : /^([a-z]+)(?:\(|$)/i.exec(area);
  return m && new RegExp(`^(${TYPES})$`, 'i').test(m[1] ?? '') ? (m[1] ?? '').toLowerCase() : null;
};

// Where a sentence or clause ends: ". ", "; ", " — ", " - ".
const SENTENCE_END = /^(?:[.!?;]\s|\s[—–-]\s)/;
// Stands in for an abbreviation's dot while the subject is split into sentences.
const HELD_DOT = '\u2024';

/** The subject up to its first sentence end, never inside brackets ("EIP-7975 (eth/70 - …)"). */
function firstSentence(s: string): string {
  const guarded = s.replace(ABBREVIATIONS, (m) => m.replace(/\./g, HELD_DOT));
  let depth = 0;
  for (let i = 0; i < guarded.length; i += 1) {
    const c = guarded[i] ?? '';
    if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && SENTENCE_END.test(guarded.slice(i, i + 3))) {
      return guarded.slice(0, i).replaceAll(HELD_DOT, '.');
    }
  }
  return guarded.replaceAll(HELD_DOT, '.');
}

/** The subject ready for prose (see the file comment). */
export function subjectText(subject: string, area: string | null = null): SubjectText {
  let type = typeOfArea(area);
  // Emphasis only where its marks stand at word edges: snake_case identifiers keep their "_".
  let s = subject
    .replace(/`/g, '')
    .replace(/(^|\s)([*_]{1,2})(\S(?:.*?\S)?)\2(?=$|[\s.,;:!?)])/g, '$1$3');
  s = s.replace(/\s+/g, ' ').trim();
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(EMOJI, '').replace(/^\[[^\]]{1,40}\]\s*/, '');
    s = s.replace(LEADING_ISSUE, '');
    const missed = MISSED_PREFIX.exec(s) ?? BRANCH_PREFIX.exec(s) ?? BARE_FEAT.exec(s);
    if (missed) {
      type ??= (missed[1] ?? '').toLowerCase();
      s = s.slice(missed[0].length);
    }
  }
  const finding = FINDING.exec(s);
  if (finding) s = s.slice(finding[0].length);
  s = firstSentence(s).replace(TRAILING_TICKET, '');
  s = s.replace(/[\s.!?;:,]+$/, '').trim();
  return { text: s, type, finding: finding?.[1] ?? null };
}
