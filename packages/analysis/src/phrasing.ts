import { list } from './words';
// Turns commit subjects into readable English: "feat(hooks): add dynamic fee hooks (#12)" →
// "adds dynamic fee hooks" / "Added dynamic fee hooks". Used by the local writer only.
import { normaliseVerb } from './commit-context';

// Base-form verbs that commonly lead a commit subject.
const VERBS = new Set(
  list(`
    add introduce implement support enable allow create expose launch ship provide extend fix
    remove delete drop update bump upgrade refactor rename move revert clean improve simplify
    use replace deprecate migrate sync set change tweak adjust correct handle ensure prevent
    avoid skip disable make document release prepare deploy redeploy optimize integrate increase
    decrease reduce raise lower cap limit restrict require validate check guard harden pin
    publish expand cache speed parallelize reject return emit store track split merge extract
    unify consolidate decouple rework rewrite restore reuse tighten relax activate configure
    detect accept apply show print log report expose introduce adopt switch reorganize bound
    verify pass propagate wire plumb resolve qualify isolate trim render classify keep label
    inspect bind redact allow skip honor respect preserve include exclude filter sort format
    parse encode decode compute calculate estimate measure record persist load save fetch query
    send submit receive handle process run start stop wait retry recover reset clear drain flush
    close open read write register unregister subscribe notify warn error panic fail throw
    revert pause unpause freeze unfreeze lock unlock grant revoke assign transfer mint burn
    stake unstake withdraw deposit claim distribute accrue charge pay refund settle liquidate
    rebalance sweep seed generate regenerate build compile package bundle install vendor unpin
    downgrade convert cast wrap unwrap inline dedupe deduplicate collapse flatten shorten
    lengthen double halve document explain clarify describe mention note reword polish tidy tune
    lift loosen speed slow batch stream memoize precompute delegate forward route dispatch
    schedule trigger emit index prune backport port sunset retire archive enforce disallow
    forbid permit whitelist allowlist blacklist denylist sanitize escape normalize canonicalize
  `),
);

/** Third person singular of a base verb: fix → fixes, apply → applies, add → adds. */
export function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Past tense of a base verb, for content lines: add → Added, fix → Fixed, set → Set. */
export function pastTense(verb: string): string {
  const irregular: Record<string, string> = {
    set: 'set',
    make: 'made',
    split: 'split',
    cap: 'capped',
    pin: 'pinned',
    ship: 'shipped',
    drop: 'dropped',
    plumb: 'plumbed',
    rewrite: 'rewrote',
    show: 'showed',
    log: 'logged',
    speed: 'sped',
    run: 'ran',
    keep: 'kept',
    send: 'sent',
    bind: 'bound',
    build: 'built',
    read: 'read',
    write: 'wrote',
    cast: 'cast',
    throw: 'threw',
    trim: 'trimmed',
    stop: 'stopped',
    wrap: 'wrapped',
    unwrap: 'unwrapped',
    label: 'labelled',
    index: 'indexed',
    unpin: 'unpinned',
    plan: 'planned',
    skip: 'skipped',
    emit: 'emitted',
    permit: 'permitted',
    forbid: 'forbade',
    pay: 'paid',
    dedupe: 'deduped',
    panic: 'panicked',
    batch: 'batched',
  };
  if (irregular[verb]) return irregular[verb];
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/**
 * A subject made safe for prose: no backticks or markdown emphasis, one clause (text after
 * "; " or ". " dropped so a sentence count stays honest), no trailing punctuation.
 */
export function tidySubject(subject: string, max = 90): string {
  let s = subject.replace(/[`*_]{1,2}([^`*_]+)[`*_]{1,2}/g, '$1').replace(/[`]/g, '');
  s = s.replace(/\s+/g, ' ').trim();
  s = s.split(/(?:[.!?;]\s|\s[—–]\s|\s-\s)/)[0] ?? s;
  s = s.replace(/[\s.!?;:,]+$/, '');
  if (s.length > max) {
    const cut = s.slice(0, max);
    const space = cut.lastIndexOf(' ');
    s = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
  }
  return s;
}

interface Split {
  verb: string | null;
  rest: string;
}

function splitVerb(subject: string): Split {
  const m = /^([A-Za-z-]+)\b\s*(.*)$/.exec(subject);
  if (!m) return { verb: null, rest: subject };
  const base = normaliseVerb((m[1] ?? '').toLowerCase());
  return VERBS.has(base) ? { verb: base, rest: m[2] ?? '' } : { verb: null, rest: subject };
}

/** "adds dynamic fee hooks" (for titles/summaries), or null when the subject has no verb. */
export function verbPhrase(subject: string): string | null {
  const tidy = tidySubject(subject);
  const { verb, rest } = splitVerb(tidy);
  if (verb === null) return null;
  return rest === '' ? thirdPerson(verb) : `${thirdPerson(verb)} ${rest}`;
}

/**
 * "Added dynamic fee hooks" (for content lines). Noun subjects ("OFTPTSwapper") get the given
 * fallback verb ("Deployed OFTPTSwapper") or are kept as they are.
 */
export function pastPhrase(subject: string, fallbackVerb: string | null = null): string {
  const tidy = tidySubject(subject);
  const { verb, rest } = splitVerb(tidy);
  const noun = fallbackVerb === null ? tidy : `${fallbackVerb} ${tidy}`;
  const text = verb === null ? noun : rest === '' ? pastTense(verb) : `${pastTense(verb)} ${rest}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
