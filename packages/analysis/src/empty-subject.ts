// Whether a commit subject says nothing a reader could use: "Curent Dev", "wip", "#1127",
// "update", "fixes", "misc", "apply review requests", a branch name, a version alone, a ticket
// id. The writer then describes the commit from its files instead of copying the subject.
import { list } from './words';

// Words that carry no news on their own: process words, filler, and the catch-all verbs of
// change. A subject made only of these (and short words) says nothing.
const FILLER = new Set(
  list(`
    a an the and or of to in on for with from by at as into is are be it its this that these
    those some all any more most other another again also just
    wip tmp temp todo stuff things thing misc miscellaneous various minor small few final
    update updates updated updating fix fixes fixed fixing bugfix bugfixes hotfix bug bugs
    change changes changed tweak tweaks tweaked improve improves improved improvement
    improvements cleanup clean cleaned up refactor refactored refactoring rework reworked
    dev develop development current curent currnet main master branch merge merges merged merging
    sync synced rebase rebased pr prs pull request requests review reviews reviewed feedback
    comment comments suggestion suggestions address addressed apply applied resolve resolved
    conflict conflicts nit nits nitpick typo typos lint fmt format formatting
    work working progress done finish finished complete completed ok okay test tests testing
    try trying attempt another new old latest stable code file files part parts step
    commit commits patch patches version versions bump bumped release publish published
    major considering
    packages package deps dependencies
  `),
);

const TICKET = /^(?:#\d+|[A-Z][A-Z0-9]+-\d+)(?:[\s,]+(?:#\d+|[A-Z][A-Z0-9]+-\d+))*$/;
const VERSION = /^v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?$/i;
// One token of words joined by "/", "-" or "_" and nothing else: a branch name.
const BRANCH = /^[\w.]+(?:[/_-][\w.]+)+$/;

/** Words of the subject that could carry news: not filler, at least 3 characters. */
function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.@/-]+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length >= 3 && !FILLER.has(w) && !/^#?\d+$/.test(w));
}

/** True when the subject (cleaned: subjectText) says nothing about what changed. */
export function saysNothing(text: string): boolean {
  const t = text.trim();
  if (t === '' || TICKET.test(t) || VERSION.test(t)) return true;
  if (!t.includes(' ') && BRANCH.test(t) && !/[A-Z]/.test(t.slice(1))) return true;
  return contentWords(t).length === 0;
}
