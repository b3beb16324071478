// Held-out draws from the 176 repositories added to the dataset in issue 13, so the rare signals,
// whose positives in the first 17 were used up, get fresh ones (strata-v7.ts). v7 was the first;
// v8 (issue 14) is the same recipe, larger, from its own seed, after every v7 pick. The
// classifier is never run. Picks go to labels-vN.pending.jsonl for blind readers.
import type { CommitInput } from '../src/types';
import { prng } from './prng';
import type { DatasetRepo } from './read-activity';
import { pickedIn, pickFrom, pickPerRepo, subjectOf, type Draw, type Filter } from './sample-draw';
import { V7_RARE } from './strata-v7';

/** How one held-out pass over the added repositories picks. */
export interface AddedHoldoutRecipe {
  /** Its own stream, so the pass leaves every earlier pick unchanged. */
  seed: number;
  /** Stratum prefix of its picks ("test7:"). */
  prefix: string;
  /** Per rare signal (V7_RARE), in all… */
  rarePerSignal: number;
  /** …of which from its subject stratum… */
  rareBySubject: number;
  /** …and from its files (deprecation: body) stratum; the rest from the broad one. */
  rareBySecondLook: number;
  otherPerSignal: number;
  noisePicks: number;
  randomPerRepo: number;
}

export const HOLDOUT_V7: AddedHoldoutRecipe = {
  seed: 20261126,
  prefix: 'test7:',
  rarePerSignal: 12,
  rareBySubject: 7,
  rareBySecondLook: 2,
  otherPerSignal: 6,
  noisePicks: 10,
  randomPerRepo: 1,
};

/**
 * Held-out v8 (issue 14): adjudicated (two blind readers, a third settles), so larger than v7
 * for steadier per-signal precision: 14 per rare signal, 8 per other signal, 12 noise-looking,
 * one random commit per repository.
 */
export const HOLDOUT_V8: AddedHoldoutRecipe = {
  seed: 20261128,
  prefix: 'test8:',
  rarePerSignal: 14,
  rareBySubject: 8,
  rareBySecondLook: 3,
  otherPerSignal: 8,
  noisePicks: 12,
  randomPerRepo: 1,
};

const MAX_FILES_SHOWN = 60;

/**
 * A held-out pass over the added repositories only: per rare signal picks from its subject
 * stratum, its files/body stratum and the first draw's broad one (`broad`, written from
 * signals.md too); a few from the broad stratum of every other signal; noise-looking commits;
 * random commits per repository.
 */
export function drawAddedHoldout(
  draw: Draw,
  earlier: { broad: readonly [string, Filter][]; noise: Filter },
  recipe: AddedHoldoutRecipe,
): void {
  const random = prng(recipe.seed);
  for (const [signal, broad] of earlier.broad) {
    const stratum = `${recipe.prefix}${signal}`;
    const tight = V7_RARE.find((r) => r.signal === signal);
    if (tight === undefined) {
      pickFrom(draw, stratum, broad, recipe.otherPerSignal, random);
      continue;
    }
    const second = `${stratum}:${tight.second.name}`;
    pickFrom(draw, stratum, tight.subject, recipe.rareBySubject, random);
    pickFrom(draw, second, tight.second.filter, recipe.rareBySecondLook, random);
    const got = pickedIn(draw, stratum) + pickedIn(draw, second);
    pickFrom(draw, `${stratum}:broad`, broad, recipe.rarePerSignal - got, random);
  }
  pickFrom(draw, `${recipe.prefix}noise`, earlier.noise, recipe.noisePicks, random);
  pickPerRepo(draw, `${recipe.prefix}random`, recipe.randomPerRepo, random);
}

/**
 * What a blind reader gets: the commit as the dataset holds it, its project and category, and
 * nothing the classifier says (nor the stratum, which would hint at a signal).
 */
export function forBlindLabelling(c: CommitInput, repo: DatasetRepo): Record<string, unknown> {
  const count = (key: 'additions' | 'deletions'): number =>
    c.files.reduce((n, f) => n + (f[key] ?? 0), 0);
  const files = c.files.map((f) => ({
    path: f.path,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    ...(f.oldPath === undefined ? {} : { oldPath: f.oldPath }),
  }));
  const hidden = files.length - MAX_FILES_SHOWN;
  return {
    repo: c.repository,
    sha: c.sha,
    projectSlug: repo.projectSlug,
    category: repo.category,
    author: c.authorName,
    parents: c.parents.length,
    committedAt: c.committedAt,
    subject: subjectOf(c),
    message: c.message,
    fileCount: files.length,
    additions: count('additions'),
    deletions: count('deletions'),
    files: files.slice(0, MAX_FILES_SHOWN),
    ...(hidden > 0 ? { moreFiles: `+${hidden} more` } : {}),
  };
}
