// English verb forms for the writer: which words of a commit subject are verbs, in whatever
// form the author wrote them ("add", "Added", "adding", "adds"), and their third person and past
// tense. The forms come from en-inflectors' lexicon of 5,333 verbs (irregulars and doubled
// consonants included: ship → shipped, forbid → forbade); commit verbs it lacks ("update",
// "refactor", "deploy") follow the regular rules, which is all they need.
import { infinitives } from 'en-inflectors';
import { list } from './words';

/** [base, past, past participle, third person, gerund], as the lexicon stores them. */
type Forms = readonly [string, string, string, string, string];

// Verbs that lead commit subjects and that the lexicon does not hold.
const COMMIT_VERBS = list(`
  update refactor deploy redeploy rename dedupe deduplicate unexport parallelize tokenize
  upsert unpin unstake reenable re-enable disable enable initialize initialise serialize
  deserialize normalize normalise sanitize memoize precompute backport bootstrap configure
  reconfigure rework rewrite reorganize reorganise restructure debug whitelist allowlist
  blacklist denylist plumb inline dockerize containerize modularize generalize specialize
  optimize optimise prefetch preload prepend unwrap unfreeze unpause unlock unregister
  unsubscribe undeploy uninstall upstream downgrade deprecate sunset checkpoint snapshot
  benchmark bump tweak add remove index
`);

// Verbs that commonly lead a subject whatever the lexicon says about their first word.
export const LEADING_VERBS: ReadonlySet<string> = new Set(
  list(`
    add introduce implement support enable allow create expose launch ship provide extend fix
    remove delete drop update bump upgrade refactor rename move revert clean improve simplify
    use replace deprecate migrate sync set change tweak adjust correct handle ensure prevent
    avoid skip disable make document release prepare deploy redeploy optimize optimise
    integrate increase decrease reduce raise lower cap limit restrict require validate check
    guard harden pin unpin publish expand cache parallelize reject return emit store track
    split merge extract unify consolidate decouple rework rewrite restore reuse tighten relax
    activate configure detect accept apply show print log report adopt switch reorganize bound
    verify pass propagate wire plumb resolve isolate trim render classify keep label inspect
    bind redact honor respect preserve include exclude filter sort format parse encode decode
    compute calculate estimate measure record persist load save fetch query send submit
    receive process run start stop wait retry recover reset clear drain flush close open read
    write register unregister subscribe notify warn fail throw pause unpause freeze unfreeze
    lock unlock grant revoke assign transfer mint burn stake unstake withdraw deposit claim
    distribute accrue charge pay refund settle liquidate rebalance sweep seed generate
    regenerate build compile package bundle install vendor downgrade convert wrap unwrap inline
    dedupe deduplicate collapse flatten shorten double halve explain clarify describe reword
    polish tidy tune lift loosen batch stream memoize precompute delegate forward route
    dispatch schedule trigger index prune backport port sunset retire archive enforce disallow
    forbid permit whitelist allowlist sanitize escape normalize canonicalize hoist stabilize
    enhance unexport upsert initialize serialize deserialize rename reenable re-enable
    bootstrap debug tokenize prefetch preload prepend stop hide display let throttle tolerate
    patch speed undo redo default associate export import abort decouple open streamline align
    cover ignore mark override refine standardize standardise surface unblock execute destroy
    prefer fill solve propose adapt consider clarify reorder rewind mount unmount collect dump
  `),
);

const LEXICON = infinitives as unknown as Record<string, Forms>;

function regularForms(base: string): Forms {
  const third = /(s|sh|ch|x|z|o)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
  const past = base.endsWith('e')
    ? `${base}d`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : `${base}ed`;
  const gerund =
    base.endsWith('e') && !base.endsWith('ee') ? `${base.slice(0, -1)}ing` : `${base}ing`;
  return [base, past, past, third, gerund];
}

// "rewrite", "unpin", "re-enable": the forms of the verb after the prefix (rewrote, unpinned).
function prefixedForms(base: string): Forms | null {
  const m = /^(re-?|un|pre|de|dis|over|out|up)(.+)$/.exec(base);
  const stem = m?.[2] === undefined ? undefined : LEXICON[m[2]];
  if (m === null || stem === undefined) return null;
  return stem.map((f) => `${m[1]}${f}`) as unknown as Forms;
}

const FORMS = new Map<string, Forms>();
for (const base of [...COMMIT_VERBS, ...LEADING_VERBS]) {
  FORMS.set(base, LEXICON[base] ?? prefixedForms(base) ?? regularForms(base));
}
for (const [base, forms] of Object.entries(LEXICON)) {
  if (!FORMS.has(base) && Array.isArray(forms)) FORMS.set(base, forms);
}

// Every written form → its base; a word that is a form of two verbs ("found") keeps the first.
const BASE_OF = new Map<string, string>();
for (const [base, forms] of FORMS) {
  for (const form of forms) if (!BASE_OF.has(form)) BASE_OF.set(form, base);
}
for (const base of FORMS.keys()) BASE_OF.set(base, base);

/** The base form of a verb in any of its forms, lowercased; null when the word is no verb. */
export function verbBase(word: string): string | null {
  return BASE_OF.get(word.toLowerCase()) ?? null;
}

const formsOf = (base: string): Forms => FORMS.get(base) ?? regularForms(base);

/** add → adds, classify → classifies, pass → passes. */
export const thirdPersonOf = (base: string): string => formsOf(base)[3];

/** add → added, ship → shipped, rewrite → rewrote. */
export const pastOf = (base: string): string => formsOf(base)[1];
