// The title of a day whose every meaningful commit is a chore (tests, docs, CI, lint, dead code,
// refactors, an unnamed dependency bump) and no signal is shown: what kind of work it was, and
// that nothing changes for users ("Starknet tidies its code in cli (no user-facing change)").
// The headline is the day's most substantial commit, so a chore there means all are chores.
import { substanceOfFact } from './build-facts';
import type { CommitWords } from './describe-commit';
import type { ChoreKind } from './headline-rank';
import type { WriterFacts } from './writer';

const WORK: Record<ChoreKind, string> = {
  tests: 'updates its tests',
  docs: 'updates its docs',
  ci: 'updates its build and CI',
  style: 'tidies its code',
  refactor: 'refactors its code',
  deps: 'updates its dependencies',
  chore: 'does maintenance work',
};

// What each kind of chore changes for users: nothing for tests, docs, CI and tidying; a refactor
// is named as the author labelled it (a renamed contract error is still seen by integrators).
const NOTES: Record<ChoreKind, string> = {
  tests: ' (no user-facing change)',
  docs: ' (no user-facing change)',
  ci: ' (no user-facing change)',
  style: ' (no user-facing change)',
  refactor: ' (refactor)',
  deps: ' (maintenance)',
  chore: ' (maintenance)',
};
// Footprint kinds that say better than the subject what a chore worked on.
const BY_FILES: Partial<Record<string, ChoreKind>> = { test: 'tests', docs: 'docs', ci: 'ci' };
const PLACES = /^(tests?|docs?|\.github|ci|e2e)$/i;

/** The chore day's title, or null when the day has a shown signal or product work. */
export function choreTitle(f: WriterFacts, words: CommitWords, max: number): string | null {
  const h = f.headline;
  if (h === null || f.signals.length > 0 || f.majorRelease !== null) return null;
  const substance = substanceOfFact(h);
  // "chore: add abstract" adds a chain in product code: a chore by label only.
  if (substance.chore === null || (substance.chore === 'chore' && substance.productLines > 0)) {
    return null;
  }
  const lead = h.footprint?.parts[0]?.kind;
  const chore =
    (words.fromFiles && lead !== undefined ? BY_FILES[lead] : undefined) ?? substance.chore;
  const name = f.project.name;
  const note = NOTES[chore];
  // "Alloy stabilizes main red tests (no user-facing change)": the commit's own words, when
  // they say something and fit; otherwise the kind of work.
  const own = words.texts[0];
  if (own !== undefined && !words.fromFiles && !words.bare) {
    const title = `${name} ${own}${note}`;
    if (title.length <= max) return title;
  }
  const area = h.footprint?.areas[0];
  const where = area !== undefined && !PLACES.test(area) ? ` in ${area}` : '';
  const title = `${name} ${WORK[chore]}${where}${note}`;
  return title.length <= max ? title : `${name} ${WORK[chore]}${note}`;
}
