// Held-out v7 (issue 13): the first draw from the 176 repositories added to the dataset, so the
// rare signals, whose positives in the first 17 were used up, get fresh ones (strata-v7.ts).
// The classifier is never run. Picks go to labels-v7.pending.jsonl for blind readers.
import type { CommitInput } from '../src/types';
import { prng } from './prng';
import type { DatasetRepo } from './read-activity';
import { pickedIn, pickFrom, pickPerRepo, subjectOf, type Draw, type Filter } from './sample-draw';
import { V7_RARE } from './strata-v7';

/** Its own stream, so v7 leaves every earlier pick unchanged. */
export const SEED_V7 = 20261126;
export const V7_PREFIX = 'test7:';
const RARE_PER_SIGNAL = 12;
/** Of a rare signal's 12: 7 by subject, 2 by files or body, the rest from the broad stratum. */
const RARE_BY_SUBJECT = 7;
const RARE_BY_SECOND_LOOK = 2;
const OTHER_PER_SIGNAL = 6;
const NOISE_PICKS = 10;
const RANDOM_PER_REPO = 1;
const MAX_FILES_SHOWN = 60;

/**
 * Held-out v7 over the added repositories only: per rare signal 7 from its subject stratum, 2
 * from its files/body stratum and the rest of 12 from the first draw's broad one (`broad`,
 * written from signals.md too); 6 from the broad stratum of every other signal; noise-looking
 * commits; one random commit per repository.
 */
export function drawHoldout7(
  draw: Draw,
  earlier: { broad: readonly [string, Filter][]; noise: Filter },
): void {
  const random = prng(SEED_V7);
  for (const [signal, broad] of earlier.broad) {
    const stratum = `${V7_PREFIX}${signal}`;
    const tight = V7_RARE.find((r) => r.signal === signal);
    if (tight === undefined) {
      pickFrom(draw, stratum, broad, OTHER_PER_SIGNAL, random);
      continue;
    }
    const second = `${stratum}:${tight.second.name}`;
    pickFrom(draw, stratum, tight.subject, RARE_BY_SUBJECT, random);
    pickFrom(draw, second, tight.second.filter, RARE_BY_SECOND_LOOK, random);
    const got = pickedIn(draw, stratum) + pickedIn(draw, second);
    pickFrom(draw, `${stratum}:broad`, broad, RARE_PER_SIGNAL - got, random);
  }
  pickFrom(draw, `${V7_PREFIX}noise`, earlier.noise, NOISE_PICKS, random);
  pickPerRepo(draw, `${V7_PREFIX}random`, RANDOM_PER_REPO, random);
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
